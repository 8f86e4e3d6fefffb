// What PocketBase's JavaScript engine (goja) gives hooks and migrations besides the globals PocketBase
// declares itself (.tmp/pocketbase-types/types.d.ts, written by scripts/pocketbase-types.mjs).

// Hooks and migrations require modules by an absolute path built from __hooks (`${__hooks}/lib/x.js`,
// `${__hooks}/../../contract/x.js`): TypeScript resolves only literal paths, so it cannot follow them by
// itself. A template string passed where a template literal type is expected keeps its shape
// (`${string}/lib/x.js`), and that suffix names the file in HookModules (generated beside types.d.ts from the
// files present). Every require is thus typed as the module it loads, with no cast at the call, and a path
// naming no file is an error.
type HookModulePath = `${string}/${keyof HookModules}`;
type HookModuleAt<P extends string> = {
  [K in keyof HookModules]: P extends `${string}/${K}` ? HookModules[K] : never;
}[keyof HookModules];
declare function require<const P extends HookModulePath>(path: P): HookModuleAt<P>;
declare const module: { exports: unknown };

// 20_settings and 25_backups run at start through the app's own onServe hook (there is no global onServe()
// for hooks), which the generated `$app` type leaves out with every other on* method.
interface PocketBase {
  onServe(): hook.Hook<core.ServeEvent>;
}

// goja also exposes a Go struct's embedded struct under the struct's own name (`e.requestEvent` of a record
// request event); the generated declarations only merge its fields in.
namespace core {
  interface RecordsListRequestEvent {
    requestEvent: RequestEvent;
  }
  interface RecordRequestEvent {
    requestEvent: RequestEvent;
  }
  interface RecordAuthRequestEvent {
    requestEvent: RequestEvent;
  }
}

// goja_nodejs's console, printed to PocketBase's log.
declare const console: {
  log(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  debug(...args: unknown[]): void;
};
