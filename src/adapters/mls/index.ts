export { createMlsEngine } from './ts-mls-engine'
