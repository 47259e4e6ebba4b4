// Temp folders for throwaway databases. A run that is SIGKILLed cannot clean up after itself, so
// each folder records its owner's pid and later runs remove folders whose owner is gone.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function sweepDeadTempDirs(prefix: string): Promise<void> {
  for (const name of await fs.readdir(os.tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const dir = path.join(os.tmpdir(), name);
    const owner = Number(await fs.readFile(path.join(dir, 'owner.pid'), 'utf8').catch(() => '0'));
    if (owner && !alive(owner)) await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** A fresh temp folder owned by this process, readable by the postgres user when running as root. */
export async function makeOwnedTempDir(prefix: string): Promise<string> {
  await sweepDeadTempDirs(prefix);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  await fs.writeFile(path.join(dir, 'owner.pid'), String(process.pid));
  return dir;
}
