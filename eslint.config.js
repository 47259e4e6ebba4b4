import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import stylistic from '@stylistic/eslint-plugin';

// The four parts of docs/architecture.md#the-four-parts and the arrows between them. machines/ and src/domain are pure and
// shared, so they import nothing from src/web or src/server; src/web never imports src/server; src/server
// imports from src/web only the server-rendering entry (its prerendered pages). No test crosses a layer
// today, so tests get no exemption: a test that must cross should say why beside an override here.
// Within src/server, routes -> services -> db: a route reaches the database only through a service (or
// the auth and mail modules, services of their own), so it imports nothing of src/server/db but types
// (`import type`, for a helper's signature); and mail, which services use, imports no service.
const SERVER = ['server', 'server-routes', 'server-services', 'server-mail', 'server-db'];
const layers = {
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    'boundaries/elements': [
      { type: 'machines', pattern: 'machines', partialMatch: false },
      { type: 'domain', pattern: 'src/domain', partialMatch: false },
      { type: 'server-routes', pattern: 'src/server/routes', partialMatch: false },
      { type: 'server-services', pattern: 'src/server/services', partialMatch: false },
      { type: 'server-mail', pattern: 'src/server/mail', partialMatch: false },
      { type: 'server-db', pattern: 'src/server/db', partialMatch: false },
      { type: 'server', pattern: 'src/server', partialMatch: false },
      { type: 'web', pattern: 'src/web', partialMatch: false },
    ],
    'boundaries/files': [{ category: 'server-render-entry', pattern: 'src/web/serverRender.tsx' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { types: ['machines', 'domain'] } },
            disallow: { to: { element: { types: ['web', ...SERVER] } } },
            message: 'machines/ and src/domain are shared by browser and server: they import nothing from src/web or src/server',
          },
          {
            from: { element: { type: 'web' } },
            disallow: { to: { element: { types: SERVER } } },
            message: 'src/web never imports src/server',
          },
          {
            from: { element: { types: SERVER } },
            disallow: { to: { element: { type: 'web' } } },
            message: 'src/server imports from src/web only the server-rendering entry (src/web/serverRender.tsx)',
          },
          // The later policy wins: the one file of src/web the server may import.
          { from: { element: { types: SERVER } }, allow: { to: { file: { categories: 'server-render-entry' } } } },
          {
            from: { element: { type: 'server-routes' } },
            disallow: { to: { element: { type: 'server-db' } }, dependency: { kind: 'value' } },
            message: 'routes reach the database through a service (src/server/services): they import only types from src/server/db',
          },
          {
            from: { element: { type: 'server-mail' } },
            disallow: { to: { element: { type: 'server-services' } } },
            message: 'src/server/mail is used by services and imports none (no import cycle): a shared need goes in its own module',
          },
        ],
      },
    ],
  },
};

// The QueryClient calls that change what the cache holds (refused outside src/web/api, below).
const CACHE_WRITES = ['invalidateQueries', 'setQueryData', 'setQueriesData', 'refetchQueries', 'resetQueries', 'removeQueries'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'styled-system', 'storybook-static', 'data', 'test-results', 'playwright-report', 'bench', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  layers,
  {
    // No import cycles (docs/architecture.md): two modules that import each other are one unit to read
    // and to move. `import type` counts too. scripts/importCycles.test.ts checks the whole graph at once.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it parses, with which parser), and Node resolution with .ts/.tsx.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Prettier wraps code at 140 but leaves long strings and templates whole: this catches those (Markdown is not linted).
    plugins: { '@stylistic': stylistic },
    rules: { '@stylistic/max-len': ['error', { code: 140, ignoreUrls: true }] },
  },
  {
    // Routes build no query: drizzle's operators and SQL belong to services (types only, for signatures).
    files: ['src/server/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Routes reach the database through a service (src/server/services)',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines stay pure: no fetch, React or DOM (the layer rule above keeps src/web out).
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@xstate/react'] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    // Each resource's server calls, query keys and what each change refreshes live once, in
    // src/web/api/<resource>.ts: screens call its hooks and its on<Change> functions, never the cache.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/api/**', 'src/web/**/*.test.{ts,tsx}', 'src/web/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useInfiniteQuery', 'useMutation', 'queryOptions', 'infiniteQueryOptions'],
              message: 'A query or mutation lives in its resource module in src/web/api',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${CACHE_WRITES.join('|')})$/]`,
          message: 'What a change refreshes is said once, beside its call in src/web/api',
        },
      ],
    },
  },
  {
    // The server's TypeScript project (tsconfig.server.json) has no DOM library, but @types/pdfmake
    // references it for pdfmake's browser API, so its globals reach the server's types: refused here.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement'],
    },
  },
);
