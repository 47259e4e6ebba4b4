// Role rules of spec section 6 as the portal applies them (the server enforces them too).
import type { User } from '../../domain/schemas/auth';

/** Only admins see every order's owner and the Update Status control. */
export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}
