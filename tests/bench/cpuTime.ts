// CPU time spent by each side of a load run, so a throughput ratio comes with where its time went:
// the server (its process and descendants, e.g. the embedded PostgreSQL) and the client (autocannon,
// which runs inside the benchmark's own process). Read from Linux's /proc; elsewhere NaN.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** pid, parent pid and user + system ticks of one /proc/<pid>/stat line (the name may hold spaces). */
function readStat(pid: string): { pid: number; ppid: number; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) ... utime(11) stime(12).
    return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // the process ended while being read
  }
}

/**
 * CPU milliseconds used so far by a process and by all its descendants (NaN without /proc). A process
 * that ends between two readings is missed; the app's PostgreSQL backends serve its pooled
 * connections for the whole run.
 */
export function processTreeCpuMs(rootPid: number): { self: number; descendants: number } {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return { self: Number.NaN, descendants: Number.NaN };
  }
  const stats = entries.map(readStat).filter((s) => s !== undefined);
  const children = new Map<number, number[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s.pid]);
  const ticksOf = new Map(stats.map((s) => [s.pid, s.ticks]));
  let descendants = 0;
  const pending = [...(children.get(rootPid) ?? [])];
  while (pending.length) {
    const pid = pending.pop()!;
    descendants += ticksOf.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  const ms = (ticks: number) => (ticks / clockTicks()) * 1000;
  return { self: ms(ticksOf.get(rootPid) ?? Number.NaN), descendants: ms(descendants) };
}

/** CPU milliseconds used so far by this process (the load generator). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU time of one side over several runs, and the responses it served. */
export class CpuTally {
  serverMs = 0;
  /** Of serverMs, the server's child processes (the app's embedded PostgreSQL). */
  serverChildrenMs = 0;
  clientMs = 0;
  responses = 0;

  /** Runs `fn` and adds the CPU the server `pid` (with descendants) and this process spent in it. */
  async during<T extends { total: number }>(pid: number, fn: () => Promise<T>): Promise<T> {
    const server = processTreeCpuMs(pid);
    const client = ownCpuMs();
    const result = await fn();
    const after = processTreeCpuMs(pid);
    this.serverMs += after.self - server.self + (after.descendants - server.descendants);
    this.serverChildrenMs += after.descendants - server.descendants;
    this.clientMs += ownCpuMs() - client;
    this.responses += result.total;
    return result;
  }

  /** Microseconds per response: the server (and of it, its child processes) and the client. */
  perResponse(): { server: number; serverChildren: number; client: number } {
    const us = (ms: number) => (ms * 1000) / this.responses;
    return { server: us(this.serverMs), serverChildren: us(this.serverChildrenMs), client: us(this.clientMs) };
  }
}
