// Login and the signed-in user (docs/product.md#records-and-fields, docs/product.md#calls).
import { z } from 'zod';
import { USER_ROLES } from '../constants';
import { normaliseEmail } from '../plainText';
import { requiredText } from './fields';

export const loginRequest = z.object({
  // Looked up as stored: NFKC and trimmed (docs/product.md#accounts); the comparison ignores case.
  email: requiredText('Email', 254).overwrite(normaliseEmail),
  // Passwords are taken whole (no trimming); the cap only keeps hashing cost bounded.
  password: z
    .string({ error: (i) => (i.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Password must be at most 1024 characters' }),
});

export const userRole = z.enum(USER_ROLES);

export const user = z.object({
  id: z.string(),
  email: z.string(),
  role: userRole,
});

export const loginResponse = z.object({ user });

/** POST /api/auth/session (a public page's session check): the signed-in user, or null for nobody. */
export const sessionAnswer = z.object({ user: user.nullable() });

export type LoginRequest = z.infer<typeof loginRequest>;
export type User = z.infer<typeof user>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type SessionAnswer = z.infer<typeof sessionAnswer>;
