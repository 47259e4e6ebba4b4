// The set-up most API suites share: one app for the file's tests (made before them, closed after them)
// with the demo client, installer and admin signed in.
import { afterAll, beforeAll } from 'vitest';
import { signInDemoUsers, type Client } from '../api/helpers';
import { createTestApp, type TestApp } from './app';

export interface DemoSuite {
  t: TestApp;
  client: Client;
  installer: Client;
  admin: Client;
}

/** Registers the suite's beforeAll/afterAll; the fields are there once the suite's tests run. */
export function demoSuite(): DemoSuite {
  const suite = {} as DemoSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    [suite.client, suite.installer, suite.admin] = await signInDemoUsers(suite.t.app);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}
