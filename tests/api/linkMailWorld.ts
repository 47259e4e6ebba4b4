// The world of the suites whose e-mails carry one-time links (people, sign-up): the app against real
// PostgreSQL with its outbox sending to a real SMTP server, its clock movable for expiry, the demo
// admin signed in, and a browser per test from its own address.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../support/app';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtpServer';
import { Client, DEMO, signIn } from './helpers';

export interface LinkMailWorld {
  t: TestApp;
  smtp: TestSmtpServer;
  admin: Client;
  /** Milliseconds the app's clock (deps.now) runs ahead of this one. */
  offset: number;
}

/** Starts the world before the file's tests and stops it after; its fields are set once beforeAll ran. */
export function linkMailWorld(publicUrl: string) {
  const world = { offset: 0 } as LinkMailWorld;
  beforeAll(async () => {
    world.smtp = await startSmtpServer();
    const base = testConfig();
    world.t = await createTestApp({
      now: () => new Date(Date.now() + world.offset),
      config: { publicUrl, mail: { ...base.mail, worker: true, smtpUrl: world.smtp.url, retryDelaySeconds: 1 } },
    });
    world.admin = await signIn(world.t.app, DEMO.admin);
  });
  afterAll(async () => {
    await world.t?.close();
    await world.smtp?.stop();
  });

  let address = 0;
  /** A browser from its own address, so the per-address limits of one test do not reach another. */
  const browser = () => new Client(world.t.app, `203.0.113.${(address += 1)}`);

  /** The `nth` message to `to` (any case) with `subject`, waiting for the outbox's worker to send it. */
  async function mailTo(to: string, subject: string, nth = 0): Promise<ReceivedMail> {
    // The outbox sends within seconds, but a loaded machine can take longer than one wait: keep waiting
    // for the next message until a minute has passed with none of this subject.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const found = world.smtp.received.filter(
        (m) => m.subject === subject && m.envelope.to.some((a) => a.toLowerCase() === to.toLowerCase()),
      );
      if (found.length > nth) return found[nth];
      await world.smtp.waitFor(world.smtp.received.length + 1, Math.max(1, deadline - Date.now())).catch(() => undefined);
    }
    throw new Error(`no "${subject}" to ${to} within a minute`);
  }

  return { world, browser, mailTo };
}
