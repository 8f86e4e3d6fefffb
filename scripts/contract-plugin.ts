// The contract (contract/*.js) is CommonJS because PocketBase's engine can only `require`. Vite's build and
// vitest read CommonJS by themselves, but the dev server hands source files to the browser as they are, and a
// browser has no `module`. This turns the one `module.exports = { … };` a contract file ends with into an ES
// export, for the dev server only.
import path from 'node:path';
import type { Plugin } from 'vite';

const EXPORTS = /^module\.exports = \{([^}]*)\};\s*$/m;

export function contractAsEsm(contractDir: string): Plugin {
  return {
    name: 'rayek:contract-esm',
    apply: 'serve',
    transform(code, id) {
      if (!id.startsWith(contractDir + path.sep) || !id.endsWith('.js')) return null;
      if (!EXPORTS.test(code)) this.error(`${id} must end with one "module.exports = { … };" line`);
      return { code: code.replace(EXPORTS, 'export {$1};'), map: null };
    },
  };
}
