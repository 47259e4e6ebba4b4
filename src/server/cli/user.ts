// `npm run user -- <command>`: account administration, since there is no sign-up screen.
//   add EMAIL ROLE [--password P]   create a user (role: admin, client or installer)
//   reset EMAIL [--password P]      set a new password; ends every live session of the user
//   disable EMAIL                   block sign-in and end every live session at once
//   enable EMAIL                    allow sign-in again
//   list                            emails, roles and disabled state
// The password comes from --password, else the PASSWORD environment variable, else a prompt (hidden
// on a terminal, one line from stdin otherwise). Works on DATABASE_URL, or on the embedded database
// in DATA_DIR, whether or not the app is running.
import { runUserCli } from './userCommand';

runUserCli(process.argv.slice(2), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then((code) =>
  process.exit(code),
);
