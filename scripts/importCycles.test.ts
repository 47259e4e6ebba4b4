// No import cycles in the repository's own TypeScript (docs/architecture.md): every import counts,
// `import type`, re-exports and `import()` alike, as a loop of any kind makes two modules one unit to
// read and to move. The graph is read with TypeScript's own pre-processor and module resolver, the
// ones the typecheck uses, so an alias (styled-system/*) resolves as it does there. ESLint's
// import-x/no-cycle says the same file by file while editing; this sees the whole graph at once.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const ROOTS = ['src', 'machines', 'scripts', 'tests'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'styled-system', 'test-results', 'playwright-report']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, file).options;
}

/** Each repository file and the repository files it imports (paths relative to the repo root). */
function importGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const files = ROOTS.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      const target = path.relative(repoRoot, resolved.resolvedFileName);
      return ROOTS.some((root) => target.startsWith(`${root}/`)) ? [target] : [];
    });
    graph.set(path.relative(repoRoot, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the import graph', () => {
  it('finds a cycle of any length, and none in a tree', () => {
    const tree = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(cyclesOf(tree)).toEqual([]);
    const loop = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['d']],
    ]);
    expect(cyclesOf(loop)).toEqual([['d'], ['a', 'b', 'c']]);
  });

  let graph: Map<string, string[]>;
  beforeAll(() => {
    graph = importGraph();
  }, 180_000);

  it('sees the repository: type imports, re-exports and import() are edges', () => {
    expect(graph.get('src/web/inspect.ts')).toContain('src/web/startInspector.ts');
    expect(graph.get('src/server/mail/quoteMessages.ts')).toContain('src/server/mail/layout.ts');
    expect(graph.get('src/web/App.tsx')?.length).toBeGreaterThan(0);
  });

  it('has no cycle in src/, machines/, scripts/ or tests/', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });
});
