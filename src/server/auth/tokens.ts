// Opaque session tokens: 256 random bits, sent only in cookies, stored only as SHA-256 digests so a
// database leak yields no usable session.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Audit log keys by email digest, never the address itself. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
