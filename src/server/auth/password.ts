// Password hashing with node:crypto scrypt. The encoded string carries its own parameters, so the
// cost can be raised later and old hashes still verify (needsRehash tells when to upgrade).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HASH_WORKERS_SUPPORTED, scryptOnWorker } from './hashWorkers';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** OWASP: scrypt with N=2^17, r=8, p=1. */
export const DEFAULT_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
// Refuse absurd parameters from a stored string rather than allocating gigabytes.
const MAX_COST = 20;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p' | 'maxmem'>>,
): Promise<Buffer> {
  // Low-priority worker threads keep a burst of logins from starving other requests (hashWorkers.ts).
  if (HASH_WORKERS_SUPPORTED) return scryptOnWorker({ password: password.normalize('NFKC'), salt, keyLength, options });
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function options(cost: number, r: number, p: number) {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r * p bytes; Node's default maxmem (32 MiB) is below OWASP's 128 MiB.
  return { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
}

/** Returns `$scrypt$ln=17,r=8,p=1$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string, cost: number = DEFAULT_COST): Promise<string> {
  if (!Number.isInteger(cost) || cost < 10 || cost > MAX_COST) throw new RangeError(`scrypt cost out of range: ${cost}`);
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, options(cost, BLOCK_SIZE, PARALLELISM));
  return `$scrypt$ln=${cost},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface Parsed {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): Parsed | null {
  const m = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(encoded);
  if (!m) return null;
  const [cost, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (cost < 1 || cost > MAX_COST || r < 1 || r > 16 || p < 1 || p > 4) return null;
  const salt = Buffer.from(m[4], 'base64');
  const key = Buffer.from(m[5], 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { cost, r, p, salt, key };
}

/** True when the password matches; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, options(parsed.cost, parsed.r, parsed.p));
  return timingSafeEqual(key, parsed.key);
}

/** True when the stored hash uses weaker parameters than `cost` (rehash after a successful login). */
export function needsRehash(encoded: string, cost: number = DEFAULT_COST): boolean {
  const parsed = parse(encoded);
  return !parsed || parsed.cost < cost || parsed.r < BLOCK_SIZE;
}
