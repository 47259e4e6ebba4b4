// A real SMTP server for the mail suites (the smtp-server package), keeping every message it accepted
// parsed by mailparser, with the envelope it arrived with. It can be stopped and started on the same
// port to play an outage.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  raw: string;
  messageId: string;
  subject: string;
  /** The notification id the app names in X-Boardwalk-Notification. */
  notification: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages in all arrived (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export interface SmtpServerOptions {
  port?: number;
  /** Holds each message this long before accepting it: a slow server, so sends are in flight when a process dies. */
  delayMs?: number;
}

export async function startSmtpServer({ port = 0, delayMs = 0 }: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | null = null;
  let boundPort = port;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const accepted = delayMs ? new Promise((r) => setTimeout(r, delayMs)).then(() => simpleParser(raw)) : simpleParser(raw);
          accepted.then(
            (parsed) => {
              received.push({
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                parsed,
                raw,
                messageId: parsed.messageId ?? '',
                subject: parsed.subject ?? '',
                notification: String(parsed.headers.get('x-boardwalk-notification') ?? ''),
              });
              for (const wake of waiters) wake();
              callback();
            },
            (err: Error) => callback(err),
          );
        });
      },
    });

  const listen = async () => {
    server = make();
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server!.server.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as AddressInfo).port;
  };
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, ${received.length} arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (!server) await listen();
    },
  };
}
