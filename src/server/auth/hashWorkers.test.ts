import { scryptSync } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASH_WORKERS_SUPPORTED, scryptOnWorker } from './hashWorkers';

const options = { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe.runIf(HASH_WORKERS_SUPPORTED)('scrypt on low-priority worker threads', () => {
  it('derives the same keys as node:crypto, for many concurrent jobs', async () => {
    const jobs = Array.from({ length: 9 }, (_, i) => ({
      password: `pw-${i}`,
      salt: Buffer.from(`salt-${i}-0123456789`),
      keyLength: 32,
      options,
    }));
    const keys = await Promise.all(jobs.map((j) => scryptOnWorker(j)));
    keys.forEach((key, i) => expect(key.equals(scryptSync(jobs[i].password, jobs[i].salt, 32, options))).toBe(true));
  });

  it('runs the hashing threads at nice 19 while the rest of the process keeps its priority', async () => {
    await scryptOnWorker({ password: 'x', salt: Buffer.from('0123456789abcdef'), keyLength: 32, options });
    const nice = threadNiceValues();
    expect(nice).toContain(19);
    expect(nice).toContain(0);
  });

  it('reports a failure (parameters scrypt refuses) as a rejection and keeps working', async () => {
    await expect(
      scryptOnWorker({ password: 'x', salt: Buffer.from('0123456789abcdef'), keyLength: 32, options: { ...options, N: 3 } }),
    ).rejects.toThrow();
    const key = await scryptOnWorker({ password: 'x', salt: Buffer.from('0123456789abcdef'), keyLength: 32, options });
    expect(key).toHaveLength(32);
  });
});
