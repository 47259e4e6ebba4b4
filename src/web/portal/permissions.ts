// Role rules of docs/product.md#roles-and-permissions as the portal applies them (the server enforces them too).

/** Only admins see every order's owner, the Update Status control and the Leads inbox. */
export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === 'admin';
}
