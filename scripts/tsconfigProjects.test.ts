// The TypeScript projects of tsconfig.json, read with TypeScript's own API: machines/ and src/domain see
// neither the DOM nor Node, the browser app does not see Node, the server does not take in the browser
// app's React tree, and every TypeScript file of the repo is checked by one of them.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const PROJECTS = ['tsconfig.shared.json', 'tsconfig.web.json', 'tsconfig.server.json', 'tsconfig.web-tests.json'];

function parseProject(name: string): ts.ParsedCommandLine {
  const file = path.join(repoRoot, name);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, file);
}

/** Every file the project's program holds (its own and what they import), relative to the repo root. */
function programFiles(name: string): string[] {
  const { fileNames, options } = parseProject(name);
  const program = ts.createProgram({ rootNames: fileNames, options });
  return program.getSourceFiles().map((f) => path.relative(repoRoot, f.fileName));
}

/** The messages TypeScript reports for `code` placed as the file `filePath` of the project `name`. */
function errorsAs(name: string, filePath: string, code: string): string[] {
  const { options } = parseProject(name);
  const probe = path.join(repoRoot, filePath);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === probe ? ts.createSourceFile(file, code, language) : getSourceFile(file, language, ...rest);
  host.fileExists = (
    (exists) => (file: string) =>
      path.resolve(file) === probe || exists(file)
  )(host.fileExists.bind(host));
  const program = ts.createProgram({ rootNames: [probe], options, host });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const isDomLib = (file: string) => /typescript\/lib\/lib\.dom\b/.test(file);
const isNodeTypes = (file: string) => file.includes('node_modules/@types/node/');

describe('the TypeScript projects', () => {
  it('tsconfig.json is a solution of the four projects, checked by npm run typecheck', () => {
    const { config } = ts.readConfigFile(path.join(repoRoot, 'tsconfig.json'), ts.sys.readFile);
    expect(config.files).toEqual([]);
    expect(config.references.map((r: { path: string }) => path.basename(r.path))).toEqual(PROJECTS);
  });

  it('machines/ and src/domain are checked without the DOM or Node types', { timeout: 120_000 }, () => {
    const files = programFiles('tsconfig.shared.json');
    expect(files).toContain('src/domain/money.ts');
    expect(files).toContain('machines/auth.machine.ts');
    expect(files.filter((f) => isDomLib(f) || isNodeTypes(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/web/') || f.startsWith('src/server/'))).toEqual([]);
  });

  it('refuses a DOM or Node global in domain code', { timeout: 60_000 }, () => {
    const errors = errorsAs(
      'tsconfig.shared.json',
      'src/domain/probe.ts',
      'export const all = [document.title, window.innerWidth, process.env.HOME, Buffer.from("x")];',
    );
    for (const name of ['document', 'window', 'process', 'Buffer']) {
      expect(errors.some((e) => e.includes(`'${name}'`))).toBe(true);
    }
  });

  it('the browser app is checked without Node types', { timeout: 120_000 }, () => {
    const files = programFiles('tsconfig.web.json');
    expect(files).toContain('src/web/App.tsx');
    expect(files.filter(isNodeTypes)).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/server/'))).toEqual([]);
    expect(errorsAs('tsconfig.web.json', 'src/web/probe.ts', 'export const home = process.env.HOME;')).toEqual([
      expect.stringContaining("'process'"),
    ]);
  });

  it("the server does not take in the browser app's React tree", { timeout: 120_000 }, () => {
    const files = programFiles('tsconfig.server.json');
    expect(files).toContain('src/server/main.ts');
    expect(files.filter((f) => f.startsWith('src/web/') && f.endsWith('.tsx'))).toEqual([]);
  });

  it('every TypeScript file of the repo belongs to a project', () => {
    const all = ts.sys
      .readDirectory(
        repoRoot,
        ['.ts', '.tsx'],
        ['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report', '.tmp', 'data'],
      )
      .map((f) => path.relative(repoRoot, f))
      .filter((f) => !f.startsWith('.git/') && !f.endsWith('.d.ts'));
    const covered = new Set(PROJECTS.flatMap((name) => parseProject(name).fileNames.map((f) => path.relative(repoRoot, f))));
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((f) => !covered.has(f))).toEqual([]);
  });
});
