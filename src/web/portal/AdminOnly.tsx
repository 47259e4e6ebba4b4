// The portal's admin-only screens (the staff inbox): the route guard's required role `admin`, checked
// against the session the portal's guard already holds. Clients and installers go to /unauthorized.
import { RoleGuard } from '../auth/RouteGuard';

export function AdminOnly() {
  return <RoleGuard requiredRole="admin" />;
}

/** The driver's page (docs/product.md#delivery): only drivers; staff and customers go to /unauthorized. */
export function DriverOnly() {
  return <RoleGuard requiredRole="driver" />;
}
