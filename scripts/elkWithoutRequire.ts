// Vite build plugin: elkjs (the Flows diagrams' layout, loaded only with a diagram) ships browserify
// bundles whose prelude falls back to a global `require` when one exists. That free `require` makes the
// bundler add its require shim to the runtime chunk, which every page loads: initial JavaScript that
// grew for a library no page loads up front (issue "Flows you can see", budgets: no page's initial
// JavaScript grows). A browser has no global `require`, and every module elkjs asks for is inside its
// own bundle, so the fallback is dropped.
import type { Plugin } from 'vite';

const PRELUDE_FALLBACK = '"function"==typeof require&&require';

export function elkWithoutRequire(): Plugin {
  return {
    name: 'boardwalk-elk-without-require',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]elkjs[\\/]lib[\\/][^\\/]+\.js$/ },
      handler(code, id) {
        if (!code.includes(PRELUDE_FALLBACK)) this.error(`${id}: the browserify prelude changed; check elkWithoutRequire`);
        return { code: code.replaceAll(PRELUDE_FALLBACK, 'false'), map: null };
      },
    },
  };
}
