// The query rule of eslint.config.js: outside src/web/api a screen neither builds a query nor touches
// the cache (what a change refreshes is said once, in the resource's module); inside it, both are allowed.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

async function queryRuleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => `${m.line}: ${m.message}`);
}

const code = [
  "import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';",
  "export const useX = () => useQuery({ queryKey: ['x'], queryFn: () => 1 });",
  "export const changed = (qc: QueryClient) => qc.invalidateQueries({ queryKey: ['x'] });",
  "export const saved = (qc: QueryClient) => qc.setQueryData(['x'], 2);",
  'export const useClient = useQueryClient;',
].join('\n');

describe('the query rule', () => {
  it('refuses queries and cache writes in a screen', async () => {
    expect(await queryRuleErrors('src/web/portal/x/XPage.tsx', code)).toEqual([
      expect.stringMatching(/^1: .*A query or mutation lives in its resource module in src\/web\/api/),
      expect.stringMatching(/^3: What a change refreshes is said once, beside its call in src\/web\/api/),
      expect.stringMatching(/^4: What a change refreshes/),
    ]);
  });

  it('lets a resource module in src/web/api hold them', async () => {
    expect(await queryRuleErrors('src/web/api/x.ts', code)).toEqual([]);
  });
});
