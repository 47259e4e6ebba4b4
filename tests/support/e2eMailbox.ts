// The e2e run's mailbox: tests/support/e2eServer.ts runs a real SMTP server (smtp-server) beside the app,
// points SMTP_URL at it and writes every message it accepts as an .eml file into E2E_MAILBOX_DIR, so a
// Playwright spec can open the link of an e-mail the app really sent.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The folder the e2e server's SMTP server writes into (playwright.config.ts passes it to both sides). */
export function e2eMailboxDir(port: number | string = process.env.E2E_PORT ?? 3100): string {
  return process.env.E2E_MAILBOX_DIR ?? path.join(os.tmpdir(), `boardwalk-e2e-mailbox-${port}`);
}

export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

async function readAll(dir: string): Promise<E2eMail[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const mails: E2eMail[] = [];
  for (const name of names) {
    const parsed = await simpleParser(await fs.readFile(path.join(dir, name)));
    const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
    mails.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      parsed,
    });
  }
  return mails;
}

/**
 * The first received message to `to` (case-insensitive) whose subject is `subject`, waiting for it to
 * arrive (the app sends from its outbox a moment after the request that queued it).
 */
export async function waitForMail(to: string, subject: string, { timeoutMs = 20_000, dir = e2eMailboxDir() } = {}): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readAll(dir)).find((m) => m.subject === subject && m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${to} arrived in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every message received so far to `to` (for "nothing was sent" checks after a known-later mail arrived). */
export async function mailsTo(to: string, dir = e2eMailboxDir()): Promise<E2eMail[]> {
  return (await readAll(dir)).filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
}

/** The first link in the message's text part whose path is `pathname` (e.g. '/accept-invite'). */
export function linkIn(mail: E2eMail, pathname: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname === pathname);
  if (!url) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return url;
}
