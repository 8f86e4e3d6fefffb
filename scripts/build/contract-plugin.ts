// The contract (contract/*.js) is CommonJS because PocketBase's engine can only `require`. The dev server hands
// source files to the browser as they are, and a browser has no `module`; the build could read CommonJS, but
// wraps each such file in an interop shim and its own small chunk, which the first load paid for. This turns
// the one `module.exports = { … };` a contract file ends with into an ES export, in development and in the build
// (vitest, in Node, reads the CommonJS as it is), and each `const { a, b } = require("./x.js");` line (a
// contract file requiring another by a relative path: contract/search-engine/) into the same import.
import path from 'node:path';
import type { Plugin } from 'vite';

const EXPORTS = /^module\.exports = \{([^}]*)\};\s*$/m;
const REQUIRE = /^const \{([^}:]*)\} = require\("(\.\.?\/[^"]+\.js)"\);$/gm;

export function contractAsEsm(contractDir: string): Plugin {
  return {
    name: 'rayek:contract-esm',
    transform(code, id) {
      if (!id.startsWith(contractDir + path.sep) || !id.endsWith('.js')) return null;
      if (!EXPORTS.test(code)) this.error(`${id} must end with one "module.exports = { … };" line`);
      const imported = code.replace(REQUIRE, 'import {$1} from "$2";');
      if (/\brequire\(/.test(imported))
        this.error(`${id}: a contract file requires others only as 'const { a, b } = require("./x.js");'`);
      return { code: imported.replace(EXPORTS, 'export {$1};'), map: null };
    },
  };
}
