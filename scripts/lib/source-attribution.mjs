// Which sources a built chunk's bytes come from, read from its source map (`npx vite build --sourcemap`), for
// `npm run budget -- --why`. Each mapping segment's generated characters count for the source it maps to; a
// chunk's gzip size is then shared out in proportion to those characters (gzip has no per-source size, and
// the proportion is close enough to decide what to cut first).
import fs from 'node:fs';
import zlib from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one segment of a source map's `mappings` (base64 VLQ, sign in the lowest bit). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: unexpected character "${char}" in mappings`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Characters of `code` per source of `map` (generated line and column → source index, Source Map v3). */
function charactersBySource(code, map) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const starts = [];
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ at: lineStarts[lineIndex] + column, source: sourceDelta === undefined ? -1 : source });
    }
  });
  const chars = new Map();
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].at : code.length;
    const name = start.source === -1 ? '(generated)' : map.sources[start.source];
    chars.set(name, (chars.get(name) ?? 0) + end - start.at);
  });
  const mapped = [...chars.values()].reduce((a, b) => a + b, 0);
  if (code.length > mapped) chars.set('(generated)', (chars.get('(generated)') ?? 0) + code.length - mapped);
  return chars;
}

/** A readable name: `pkg:react-dom/cjs/…` for a dependency, the project-relative path for the app's own code. */
export function sourceName(source) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (dependency) return { module: `${dependency[1]}/${dependency[2]}`, group: dependency[1] };
  const own = source.replace(/^(\.\.\/)+/, '');
  return { module: own, group: own.split('/').slice(0, 2).join('/') };
}

/**
 * Gzip bytes per module and per package (the app's own code per folder) of the given built files. A file
 * without a source map counts whole under its own name (the compiled interface texts have none).
 */
export function attribute(files, gzipOf = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length) {
  const modules = new Map();
  const groups = new Map();
  const add = (table, key, bytes) => table.set(key, (table.get(key) ?? 0) + bytes);
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    const gzip = gzipOf(Buffer.from(code));
    const mapFile = `${file}.map`;
    if (!fs.existsSync(mapFile)) {
      const name = `(no source map) ${file.split('/').pop()}`;
      add(modules, name, gzip);
      add(groups, name, gzip);
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    for (const [source, chars] of charactersBySource(code, map)) {
      const share = (chars / code.length) * gzip;
      const { module, group } = source === '(generated)' ? { module: source, group: source } : sourceName(source);
      add(modules, module, share);
      add(groups, group, share);
    }
  }
  return { modules, groups };
}
