// Where a rendered message goes: an SMTP server (nodemailer, pooled connections) when SMTP_URL is set;
// otherwise nodemailer's stream transport builds the same raw message and it is written as an .eml
// file under DATA_DIR/mail, so `npm start` needs no mail server and nothing is dropped.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

interface OutgoingMail {
  /** The notification's id: names the .eml file. */
  id: string;
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message (a quote's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<{ file?: string }>;
  close(): void;
}

// Within the queue job's time (MAIL_SEND_TIMEOUT_SECONDS), so a hung server fails the attempt here first.
function smtpTimeouts(sendTimeoutSeconds: number) {
  const ms = Math.min(30_000, (sendTimeoutSeconds * 1000) / 2);
  return { connectionTimeout: ms, greetingTimeout: ms, socketTimeout: ms };
}

function smtpOptions(url: string, sendTimeoutSeconds: number) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    pool: true,
    maxConnections: 5,
    ...smtpTimeouts(sendTimeoutSeconds),
  } as const;
}

export function createMailTransport(mail: MailConfig, dataDir: string): MailTransport {
  const envelope = (m: OutgoingMail) => ({
    from: mail.from,
    // An address object, never a string nodemailer would parse: the recipient stays exactly one address.
    to: { name: '', address: m.to },
    subject: m.subject,
    html: m.html,
    text: m.text,
    messageId: m.messageId,
    ...(m.attachments?.length ? { attachments: m.attachments } : {}),
    // The Message-ID is fixed per notification, so the Date is the only header a resend changes.
    headers: { 'X-Boardwalk-Notification': m.id },
  });
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(smtpOptions(mail.smtpUrl, mail.sendTimeoutSeconds));
    return {
      async send(m) {
        await transport.sendMail(envelope(m));
        return {};
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${m.id}.eml`);
      // Written beside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { file };
    },
    close: () => transport.close(),
  };
}
