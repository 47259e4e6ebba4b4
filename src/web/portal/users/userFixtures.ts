// Users and audit entries for the users page's stories and view tests: a factory with overrides, so
// each fixture says only what matters to it. Nothing in the app imports this.
import type { AuditEntry, UserSummary } from '../../../domain/schemas/users';

let next = 1;

export function aUser(overrides: Partial<UserSummary> = {}): UserSummary {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `user${n}@example.com`,
    role: 'client',
    state: 'active',
    lastSignInAt: '2026-11-23T22:15:00.000Z',
    createdAt: '2026-10-01T01:00:00.000Z',
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const n = next++;
  return {
    id: n,
    at: '2026-11-24T00:30:00.000Z',
    actor: 'admin@boardwalk.example',
    action: 'user.invite',
    target: `user${n}@example.com`,
    detail: 'installer',
    ...overrides,
  };
}

/** One of each state and role, as an admin sees the page. */
export const storyUsers: UserSummary[] = [
  aUser({ email: 'admin@boardwalk.example', role: 'admin' }),
  aUser({ email: 'client@boardwalk.example' }),
  aUser({ email: 'installer@boardwalk.example', role: 'installer' }),
  aUser({ email: 'new.installer@example.com', role: 'installer', state: 'invited', lastSignInAt: null }),
  aUser({ email: 'former.client@example.com', state: 'disabled' }),
];

export const storyAudit: AuditEntry[] = [
  anAuditEntry({ action: 'user.disable', target: 'former.client@example.com', detail: '' }),
  anAuditEntry({ action: 'user.role', target: 'installer@boardwalk.example', detail: 'client -> installer' }),
  anAuditEntry({ action: 'user.invite', target: 'new.installer@example.com', detail: 'installer' }),
];
