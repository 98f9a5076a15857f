/** User and group permissions (docs/product.md §6, docs/protocol.md §4.4). */
export { PermissionModule } from './permission-module'
