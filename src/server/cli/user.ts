// `npm run user -- <command>`: account administration, since there is no sign-up screen.
//   add EMAIL ROLE [--password P]   create a user (role: admin, client or installer)
//   reset EMAIL [--password P]      set a new password; ends every live session of the user
//   disable EMAIL                   block sign-in and end every live session at once
//   enable EMAIL                    allow sign-in again
//   list                            emails, roles and disabled state
// The password comes from --password, else the PASSWORD environment variable, else a prompt (hidden
// on a terminal, one line from stdin otherwise). Works on DATABASE_URL, or on the embedded database
// in DATA_DIR, whether or not the app is running.
import { ConfigError, loadConfig } from '../config';
import { createDb, migrateDatabase } from '../db/client';
import { openDatabase } from './backup';
import { addUser, disableUser, enableUser, listUsers, resetPassword, UserAdminError } from '../auth/users';

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

async function promptPassword(): Promise<string> {
  const stdin = process.stdin;
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
  process.stderr.write('Password: ');
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
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

export async function main(argv: string[]): Promise<number> {
  const { positional, password: flagPassword } = parseArgs(argv);
  const [command, emailArg, roleArg] = positional;
  const known = ['add', 'reset', 'disable', 'enable', 'list'];
  if (!command || !known.includes(command) || (command !== 'list' && !emailArg) || (command === 'add' && !roleArg)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const needsPassword = command === 'add' || command === 'reset';
  const password = needsPassword ? (flagPassword ?? (process.env.PASSWORD || (await promptPassword()))) : '';

  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.pool);
    const db = createDb(database.pool);
    const now = new Date();
    switch (command) {
      case 'add': {
        const user = await addUser(db, { email: emailArg, role: roleArg, password, hashCost: config.passwordHashCost });
        console.log(`Added ${user.email} (${user.role})`);
        break;
      }
      case 'reset':
        await resetPassword(db, { email: emailArg, password, hashCost: config.passwordHashCost, now });
        console.log(`Password reset for ${emailArg}; its sessions have ended`);
        break;
      case 'disable':
        await disableUser(db, emailArg, now);
        console.log(`Disabled ${emailArg}; its sessions have ended`);
        break;
      case 'enable':
        await enableUser(db, emailArg, now);
        console.log(`Enabled ${emailArg}`);
        break;
      case 'list':
        for (const u of await listUsers(db)) console.log(`${u.email}\t${u.role}${u.disabledAt ? '\tdisabled' : ''}`);
        break;
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UserAdminError || err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
