// Node 24 LTS runs the suite and every process it starts: the registry's `node` package (a
// devDependency) is first on the PATH npm and npx give their children, on a machine whose own Node is
// older. package.json's engines, the pinned runtime and @types/node name the same major version.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

describe('the Node runtime', () => {
  it('runs the Vitest workers on Node 24', () => {
    expect(major(process.versions.node)).toBe(24);
  });

  it('gives a child started as `node` from PATH Node 24 too', () => {
    const child = spawnSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' });
    expect(child.status).toBe(0);
    expect(major(child.stdout)).toBe(24);
  });

  it('names Node 24 in engines, the pinned runtime and @types/node', () => {
    expect(major(pkg.engines.node)).toBe(24);
    expect(major(pkg.devDependencies.node)).toBe(24);
    expect(major(pkg.devDependencies['@types/node'])).toBe(24);
  });
});
