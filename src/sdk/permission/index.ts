/** User and group permissions (spec §6, protocol §4.4). */
export { PermissionModule } from './permission-module'
