// The user command's work (`npm run user`, src/server/cli/user.ts), apart from the process it runs in, so
// the suites can run it in-process on their database.
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createDb, migrateDatabase } from '../db/client';
import { openDatabase } from './backup';
import { addUser, disableUser, enableUser, listUsers, resetPassword, UserAdminError } from '../auth/users';

/** What a run reads and writes: the process's own, or a test's in-process stand-ins. */
interface UserCliIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const USAGE = `Usage: npm run user -- add EMAIL ROLE [--password P] | reset EMAIL [--password P] | disable EMAIL | enable EMAIL | list`;

function parseArgs(argv: string[]): { positional: string[]; password?: string } {
  const positional: string[] = [];
  let password: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--password') password = argv[(i += 1)];
    else if (arg.startsWith('--password=')) password = arg.slice('--password='.length);
    else positional.push(arg);
  }
  return { positional, password };
}

async function promptPassword(io: UserCliIo): Promise<string> {
  const { stdin, stderr } = io;
  if (!stdin.isTTY) {
    // Piped: the first line is the password, up to "\n" only (readline also ends a line at U+2028 and
    // U+2029 on Node 24, which would cut a passphrase holding one).
    let text = '';
    for await (const chunk of stdin.setEncoding('utf8') as AsyncIterable<string>) {
      text += chunk;
      if (text.includes('\n')) break;
    }
    return text.split('\n')[0].replace(/\r$/, '');
  }
  stderr.write('Password: ');
  stdin.setRawMode?.(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode?.(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode?.(false);
          reject(new UserAdminError('Cancelled'));
          return;
        }
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(argv: string[], io: UserCliIo): Promise<number> {
  const { positional, password: flagPassword } = parseArgs(argv);
  const [command, emailArg, roleArg] = positional;
  const known = ['add', 'reset', 'disable', 'enable', 'list'];
  if (!command || !known.includes(command) || (command !== 'list' && !emailArg) || (command === 'add' && !roleArg)) {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(io.env);
  const needsPassword = command === 'add' || command === 'reset';
  const password = needsPassword ? (flagPassword ?? (io.env.PASSWORD || (await promptPassword(io)))) : '';

  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.pool);
    const db = createDb(database.pool);
    const now = new Date();
    switch (command) {
      case 'add': {
        const user = await addUser(db, { email: emailArg, role: roleArg, password, hashCost: config.passwordHashCost });
        io.stdout.write(`Added ${user.email} (${user.role})\n`);
        break;
      }
      case 'reset':
        await resetPassword(db, { email: emailArg, password, hashCost: config.passwordHashCost, now });
        io.stdout.write(`Password reset for ${emailArg}; its sessions have ended\n`);
        break;
      case 'disable':
        await disableUser(db, emailArg, now);
        io.stdout.write(`Disabled ${emailArg}; its sessions have ended\n`);
        break;
      case 'enable':
        await enableUser(db, emailArg, now);
        io.stdout.write(`Enabled ${emailArg}\n`);
        break;
      case 'list':
        for (const u of await listUsers(db)) io.stdout.write(`${u.email}\t${u.role}${u.disabledAt ? '\tdisabled' : ''}\n`);
        break;
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** One run of the command: its exit code (0 done, 1 refused with the reason on stderr, 2 usage). */
export async function runUserCli(argv: string[], io: UserCliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (err) {
    // The command's own refusals say just their rule; anything else in full, as console.error would.
    const refusal = err instanceof UserAdminError || err instanceof ConfigError;
    io.stderr.write(`${refusal ? err.message : inspect(err)}\n`);
    return 1;
  }
}
