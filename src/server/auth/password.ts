// Password hashing: argon2id (OWASP's first choice: m=19 MiB, t=2, p=1) through @node-rs/argon2 for
// every new hash; scrypt hashes from before still verify and are upgraded at the next successful
// sign-in (needsRehash). scrypt at OWASP's N=2^17 cost about 0.4 s of CPU and 128 MiB a hash, so two
// cores signed in about five people a second; argon2id at its recommended setting is as strong by
// OWASP's own table at a fraction of that. Both encoded strings carry their parameters.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { argon2OnWorker, HASH_WORKERS_SUPPORTED, scryptOnWorker } from './hashWorkers';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/**
 * PASSWORD_HASH_COST. 17, the default and the floor in production, means OWASP's argon2id (m=19 MiB,
 * t=2, p=1); tests lower it for speed only: below 17 the memory is 2^(cost-2) KiB (12: 1 MiB).
 * For the old scrypt hashes it was log2 N, which is how the tests still make them.
 */
export const DEFAULT_COST = 17;
/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 degree of parallelism. */
export const ARGON2_OWASP = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function argon2Params(cost: number): { memoryCost: number; timeCost: number; parallelism: number } {
  if (!Number.isInteger(cost) || cost < 10 || cost > MAX_COST) throw new RangeError(`password hash cost out of range: ${cost}`);
  return cost >= DEFAULT_COST ? { ...ARGON2_OWASP } : { memoryCost: 2 ** (cost - 2), timeCost: 2, parallelism: 1 };
}
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

/** Returns the PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. */
export async function hashPassword(password: string, cost: number = DEFAULT_COST): Promise<string> {
  const options = argon2Params(cost);
  const normalized = password.normalize('NFKC');
  // Off the event loop: on the low-priority hash threads (hashWorkers.ts), else the binding's own pool.
  if (HASH_WORKERS_SUPPORTED) return argon2OnWorker({ op: 'argon2-hash', password: normalized, options });
  return argon2Hash(normalized, { algorithm: ARGON2ID, ...options });
}

/** The scrypt hash of before argon2 (`$scrypt$ln=17,r=8,p=1$<salt b64>$<hash b64>`): tests make old hashes with it. */
export async function hashPasswordScrypt(password: string, cost: number = DEFAULT_COST): Promise<string> {
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

const ARGON2_PATTERN = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{22,}$/;
/** Refuse absurd parameters from a stored string rather than allocating gigabytes. */
const ARGON2_MAX_MEMORY_KIB = 1024 * 1024;

function parseArgon2(encoded: string): { memoryCost: number; timeCost: number; parallelism: number } | null {
  const m = ARGON2_PATTERN.exec(encoded);
  if (!m) return null;
  const [memoryCost, timeCost, parallelism] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (memoryCost < 8 || memoryCost > ARGON2_MAX_MEMORY_KIB || timeCost < 1 || timeCost > 10 || parallelism < 1 || parallelism > 4)
    return null;
  return { memoryCost, timeCost, parallelism };
}

/** True when the password matches; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  if (encoded.startsWith('$argon2')) {
    if (!parseArgon2(encoded)) return false;
    const normalized = password.normalize('NFKC');
    try {
      if (HASH_WORKERS_SUPPORTED) return await argon2OnWorker({ op: 'argon2-verify', password: normalized, hash: encoded });
      return await argon2Verify(encoded, normalized);
    } catch {
      return false;
    }
  }
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, options(parsed.cost, parsed.r, parsed.p));
  return timingSafeEqual(key, parsed.key);
}

/** True when the stored hash is not argon2id or weaker than `cost` asks (rehash after a successful login). */
export function needsRehash(encoded: string, cost: number = DEFAULT_COST): boolean {
  const parsed = parseArgon2(encoded);
  const wanted = argon2Params(cost);
  return !parsed || parsed.memoryCost < wanted.memoryCost || parsed.timeCost < wanted.timeCost;
}
