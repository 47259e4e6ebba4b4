// Password hashing (argon2id, and scrypt for older hashes) on a small pool of worker threads running at
// the lowest CPU priority. Password hashing is
// deliberately expensive (about 0.4 s of CPU at N=2^17): on libuv's shared thread pool it runs at the
// same priority as the event loop, so a burst of logins on a small machine starves cheap requests
// (the benchmark measured board-config p99 at 5x its value without logins). Niced threads only use CPU the
// event loop and PostgreSQL leave idle; under overload logins wait, catalogue reads do not.
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

/** argon2id through @node-rs/argon2's synchronous calls, on the same low-priority threads. */
export type Argon2Job =
  | { op: 'argon2-hash'; password: string; options: { memoryCost: number; timeCost: number; parallelism: number } }
  | { op: 'argon2-verify'; password: string; hash: string };

type Job = ({ op: 'scrypt' } & ScryptJob) | Argon2Job;

// The worker is plain eval'd CommonJS: it loads the binding by the path resolved here.
const ARGON2_PATH = createRequire(import.meta.url).resolve('@node-rs/argon2');

// Plain CommonJS so it runs the same under tsx, vitest or plain node (no loader needed in the worker).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const os = require('node:os');
const argon2 = require(workerData.argon2Path);
// On Linux the nice value is per thread: with pid 0 this lowers only this worker's thread.
if (process.platform === 'linux') { try { os.setPriority(19); } catch {} }
parentPort.on('message', ({ id, job }) => {
  try {
    let result;
    if (job.op === 'scrypt') result = scryptSync(job.password, job.salt, job.keyLength, job.options);
    else if (job.op === 'argon2-hash') result = argon2.hashSync(job.password, { algorithm: argon2.Algorithm.Argon2id, ...job.options });
    else result = argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

/** Elsewhere (macOS, Windows) renicing from a thread would lower the whole process: use libuv's pool. */
export const HASH_WORKERS_SUPPORTED = process.platform === 'linux';
const POOL_SIZE = Math.max(1, Math.min(4, os.availableParallelism()));

interface Pending {
  resolve: (result: unknown) => void;
  reject: (err: Error) => void;
}
interface Slot {
  worker: Worker;
  busy: (Pending & { id: number }) | null;
}

const slots: Slot[] = [];
const queue: { job: Job; resolve: Pending['resolve']; reject: Pending['reject'] }[] = [];
let nextId = 1;

function spawnSlot(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'password-hash', workerData: { argon2Path: ARGON2_PATH } });
  const slot: Slot = { worker, busy: null };
  // Only a worker with a job keeps the process alive (a CLI awaiting a hash must not exit early).
  worker.unref();
  worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
    const job = slot.busy;
    if (!job || job.id !== m.id) return;
    slot.busy = null;
    worker.unref();
    if (m.error === undefined) job.resolve(m.result);
    else job.reject(new Error(m.error));
    pump();
  });
  const fail = (err: Error) => {
    slots.splice(slots.indexOf(slot), 1);
    const job = slot.busy;
    slot.busy = null;
    job?.reject(err);
    pump();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (slots.includes(slot)) fail(new Error(`password hash worker exited (${code})`));
  });
  slots.push(slot);
  return slot;
}

function pump() {
  while (queue.length) {
    const slot = slots.find((s) => !s.busy) ?? (slots.length < POOL_SIZE ? spawnSlot() : null);
    if (!slot) return;
    const next = queue.shift()!;
    const id = nextId++;
    slot.busy = { id, resolve: next.resolve, reject: next.reject };
    slot.worker.ref();
    slot.worker.postMessage({ id, job: next.job });
  }
}

/** scrypt on a low-priority worker thread; resolves with the derived key. */
export async function scryptOnWorker(job: ScryptJob): Promise<Buffer> {
  const key = (await run({ op: 'scrypt', ...job })) as Uint8Array;
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

/** argon2id hash (the encoded string) or verify (a boolean) on a low-priority worker thread. */
export function argon2OnWorker(job: Extract<Argon2Job, { op: 'argon2-hash' }>): Promise<string>;
export function argon2OnWorker(job: Extract<Argon2Job, { op: 'argon2-verify' }>): Promise<boolean>;
export function argon2OnWorker(job: Argon2Job): Promise<string | boolean> {
  return run(job) as Promise<string | boolean>;
}

function run(job: Job): Promise<unknown> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    pump();
  });
}
