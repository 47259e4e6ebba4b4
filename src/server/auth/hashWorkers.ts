// scrypt on a small pool of worker threads running at the lowest CPU priority. Password hashing is
// deliberately expensive (about 0.4 s of CPU at N=2^17): on libuv's shared thread pool it runs at the
// same priority as the event loop, so a burst of logins on a small machine starves cheap requests
// (the benchmark measured board-config p99 at 5x its value without logins). Niced threads only use CPU the
// event loop and PostgreSQL leave idle; under overload logins wait, catalogue reads do not.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
}

// Plain CommonJS so it runs the same under tsx, vitest or plain node (no loader needed in the worker).
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const os = require('node:os');
// On Linux the nice value is per thread: with pid 0 this lowers only this worker's thread.
if (process.platform === 'linux') { try { os.setPriority(19); } catch {} }
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, salt, keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

/** Elsewhere (macOS, Windows) renicing from a thread would lower the whole process: use libuv's pool. */
export const HASH_WORKERS_SUPPORTED = process.platform === 'linux';
const POOL_SIZE = Math.max(1, Math.min(4, os.availableParallelism()));

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}
interface Slot {
  worker: Worker;
  busy: (Pending & { id: number }) | null;
}

const slots: Slot[] = [];
const queue: (ScryptJob & Pending)[] = [];
let nextId = 1;

function spawnSlot(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'scrypt' });
  const slot: Slot = { worker, busy: null };
  // Only a worker with a job keeps the process alive (a CLI awaiting a hash must not exit early).
  worker.unref();
  worker.on('message', (m: { id: number; key?: Uint8Array; error?: string }) => {
    const job = slot.busy;
    if (!job || job.id !== m.id) return;
    slot.busy = null;
    worker.unref();
    if (m.key) job.resolve(Buffer.from(m.key.buffer, m.key.byteOffset, m.key.byteLength));
    else job.reject(new Error(m.error ?? 'scrypt failed'));
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
    if (slots.includes(slot)) fail(new Error(`scrypt worker exited (${code})`));
  });
  slots.push(slot);
  return slot;
}

function pump() {
  while (queue.length) {
    const slot = slots.find((s) => !s.busy) ?? (slots.length < POOL_SIZE ? spawnSlot() : null);
    if (!slot) return;
    const job = queue.shift()!;
    const id = nextId++;
    slot.busy = { id, resolve: job.resolve, reject: job.reject };
    slot.worker.ref();
    slot.worker.postMessage({ id, password: job.password, salt: job.salt, keyLength: job.keyLength, options: job.options });
  }
}

/** scrypt on a low-priority worker thread; resolves with the derived key. */
export function scryptOnWorker(job: ScryptJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ ...job, resolve, reject });
    pump();
  });
}
