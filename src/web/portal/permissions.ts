// Role rules of docs/product.md#roles-and-permissions as the portal applies them (the server enforces them too).

/** Only admins see every order's owner, the Update Status control and the Leads inbox. */
export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** docs/product.md#delivery: a driver reaches only their run page. */
export const DRIVER_HOME_PATH = '/app/run';

export function isDriver(user: { role: string } | null | undefined): boolean {
  return user?.role === 'driver';
}

/** Where a portal path sends this user instead, or null when they may open it: a driver anything but /app/run. */
export function portalRedirect(user: { role: string } | null | undefined, pathname: string): string | null {
  return isDriver(user) && pathname !== DRIVER_HOME_PATH ? DRIVER_HOME_PATH : null;
}

/** The navigation a user sees: a driver only their run; admins the staff screens too; nobody else the run. */
export function navItemsFor<I extends { adminOnly?: boolean; driverOnly?: boolean }>(items: readonly I[], user: { role: string }): I[] {
  if (isDriver(user)) return items.filter((item) => item.driverOnly);
  return items.filter((item) => !item.driverOnly && (!item.adminOnly || isAdmin(user)));
}
