// What globalSetup hands to every node test file (through vitest's provide/inject).
import type {} from 'vitest';

export const TEMPLATE_DATABASE = 'boardwalk_template';
/** Cheap password-hash cost (argon2id memory) for seeded test users and test config; production stays at 17. */
export const TEST_PASSWORD_HASH_COST = 12;

export interface TestDatabaseServer {
  /** URL of the cluster's maintenance database (used to create/drop per-file databases). */
  adminUrl: string;
  templateDatabase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseServer: TestDatabaseServer;
  }
}
