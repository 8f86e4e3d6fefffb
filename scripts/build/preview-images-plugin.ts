// Build-time preview images for links shared in chat apps and found by search engines (Open Graph, Twitter
// cards): one 1200 × 630 PNG per kind of record, score and language (pocketbase/pb_hooks/lib/pages/preview-images.js
// names them; lib/pages/record-head.js points each record page at its own). Drawn from SVG with resvg and the Cairo
// typeface, which has both Arabic and Latin letters, so the images come out the same on every machine whatever
// fonts it has. A chat app shows them at thumbnail size: few words, the score large, the tone's colour.
//
// The colours are the app's design tokens (src/app/tokens.css), the tone the score card's (domain/score-colour.ts),
// the texts the app's (lang/*.json), the figures as the server prints them (contract/server-intl.js).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { Resvg } from '@resvg/resvg-js';
import { qualityTone } from '../../src/domain/quality-tone.ts';

const require = createRequire(import.meta.url);

interface PreviewNames {
  PREVIEW_WIDTH: number;
  PREVIEW_HEIGHT: number;
  PREVIEW_KINDS: readonly string[];
  PREVIEW_KIND_LABELS: Record<string, string>;
  PREVIEW_STEPS: readonly number[];
  previewFile: (kind: string, step: number, language: string) => string;
}

/** The custom properties of the design tokens' :root, by name without the dashes. */
export function designTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g))
    if (name && value) tokens[name] ??= value;
  return tokens;
}

/** A token's or a text's value; a missing one fails the build rather than drawing "undefined". */
function need(values: Record<string, string>, key: string | undefined): string {
  const value = key === undefined ? undefined : values[key];
  if (value === undefined) throw new Error(`preview images: no value for ${key}`);
  return value;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A five-pointed star of outer radius r centred on (cx, cy), as polygon points. */
function starPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

export interface PreviewInput {
  kind: string;
  /** 0: no published review; else the score in tenths (10..50). */
  step: number;
  language: string;
  /** The language's interface texts (lang/<language>.json). */
  texts: Record<string, string>;
  /** The lang file key of each kind's name (lib/pages/preview-images.js PREVIEW_KIND_LABELS). */
  labels: Record<string, string>;
  tokens: Record<string, string>;
  rtl: boolean;
  width: number;
  height: number;
}

/** The image as SVG: the name of the app and its promise, the kind of record, the score and its stars. */
export function previewSvg({
  kind,
  step,
  language,
  texts: messages,
  labels,
  tokens: colours,
  rtl,
  width: W,
  height: H,
}: PreviewInput): string {
  const texts = (key: string | undefined) => need(messages, key);
  const tokens = (key: string) => need(colours, key);
  const { formatScore } = require('../../contract/server-intl.js') as {
    formatScore: (language: string, value: number) => string;
  };
  const tone = qualityTone(step / 10);
  const margin = 80;
  // Physical anchors (resvg places text-anchor by the page, not the text's direction): the start side is
  // the right in a right-to-left language.
  const startX = rtl ? W - margin : margin;
  const endX = rtl ? margin : W - margin;
  const startAnchor = rtl ? 'end' : 'start';
  const endAnchor = rtl ? 'start' : 'end';
  const text = (x: number, y: number, anchor: string, size: number, weight: number, fill: string, body: string) =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="Cairo" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(body)}</text>`;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${tokens('bg')}"/>`,
    `<rect width="${W}" height="16" fill="${tokens('brand')}"/>`,
    text(startX, 130, startAnchor, 76, 700, tokens('brand'), texts('app.name')),
    text(endX, 126, endAnchor, 52, 700, tokens('text'), texts(labels[kind])),
    `<rect x="${margin}" y="180" width="${W - 2 * margin}" height="300" rx="28" fill="${tokens(`${tone}-bg`)}"/>`,
  ];
  if (step === 0) {
    parts.push(text(W / 2, 355, 'middle', 84, 700, tokens('none-text'), texts('browse.head.imageNoReviews')));
  } else {
    // The score large, "/5" smaller, as one line of digits (the same in every direction).
    parts.push(
      `<text x="${W / 2}" y="355" text-anchor="middle" font-family="Cairo" font-weight="700" fill="${tokens(`${tone}-text`)}">` +
        `<tspan font-size="190">${escapeXml(formatScore(language, step / 10))}</tspan><tspan font-size="88" fill="${tokens('muted')}">/5</tspan></text>`,
    );
    // Five stars filled up to the score from the start side, like the reading direction.
    const size = 28;
    const gap = 76;
    const first = W / 2 - 2 * gap;
    const fillWidth = (step / 50) * (4 * gap + 2 * size);
    const left = first - size;
    const clipX = rtl ? left + 4 * gap + 2 * size - fillWidth : left;
    const stars = [0, 1, 2, 3, 4].map((i) => starPoints(first + i * gap, 428, size));
    parts.push(
      `<clipPath id="filled"><rect x="${clipX.toFixed(1)}" y="390" width="${fillWidth.toFixed(1)}" height="80"/></clipPath>`,
      ...stars.map(
        (p) =>
          `<polygon points="${p}" fill="${tokens('surface')}" stroke="${tokens(`${tone}-fill`)}" stroke-width="3"/>`,
      ),
      `<g clip-path="url(#filled)">${stars.map((p) => `<polygon points="${p}" fill="${tokens(`${tone}-fill`)}"/>`).join('')}</g>`,
    );
  }
  parts.push(text(startX, 570, startAnchor, 44, 400, tokens('muted'), texts('browse.head.imageTagline')));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The typeface's files: Cairo, regular and bold (the npm package of Google Fonts' release, OFL). */
function fontFiles(): string[] {
  const dir = path.dirname(require.resolve('@expo-google-fonts/cairo/package.json'));
  return [path.join(dir, '400Regular', 'Cairo_400Regular.ttf'), path.join(dir, '700Bold', 'Cairo_700Bold.ttf')];
}

/**
 * Every preview image, by its path in the build's output. Drawing them all takes seconds: a build whose images
 * would come out the same (same SVG text, same typeface files) reads them from its cache instead
 * (node_modules/.cache, which a fresh install starts without).
 */
export function renderPreviews(root: string, languages: readonly string[]): Map<string, Buffer> {
  const names = require('../../pocketbase/pb_hooks/lib/pages/preview-images.js') as PreviewNames;
  const { DIRECTIONS } = require('../../contract/languages.js') as { DIRECTIONS: Record<string, string> };
  const tokens = designTokens(fs.readFileSync(path.join(root, 'src', 'app', 'tokens.css'), 'utf8'));
  const fonts = fontFiles();
  const svgs = new Map<string, string>();
  for (const language of languages) {
    const texts = JSON.parse(fs.readFileSync(path.join(root, 'lang', `${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    for (const kind of names.PREVIEW_KINDS) {
      for (const step of names.PREVIEW_STEPS) {
        const rtl = DIRECTIONS[language] === 'rtl';
        const svg = previewSvg({
          kind,
          step,
          language,
          texts,
          labels: names.PREVIEW_KIND_LABELS,
          tokens,
          rtl,
          width: names.PREVIEW_WIDTH,
          height: names.PREVIEW_HEIGHT,
        });
        svgs.set(names.previewFile(kind, step, language), svg);
      }
    }
  }
  const hash = createHash('sha256');
  for (const file of fonts) hash.update(fs.readFileSync(file));
  for (const [file, svg] of svgs) hash.update(`${file}\n${svg}\n`);
  const cacheDir = path.join(root, 'node_modules', '.cache', 'rayek-previews', hash.digest('hex').slice(0, 16));
  const images = new Map<string, Buffer>();
  if (fs.existsSync(path.join(cacheDir, 'done'))) {
    for (const file of svgs.keys()) images.set(file, fs.readFileSync(path.join(cacheDir, file)));
    return images;
  }
  const font = { fontFiles: fonts, loadSystemFonts: false, defaultFontFamily: 'Cairo' };
  for (const [file, svg] of svgs) images.set(file, new Resvg(svg, { font }).render().asPng());
  fs.rmSync(path.dirname(cacheDir), { recursive: true, force: true });
  for (const [file, png] of images) {
    fs.mkdirSync(path.dirname(path.join(cacheDir, file)), { recursive: true });
    fs.writeFileSync(path.join(cacheDir, file), png);
  }
  fs.writeFileSync(path.join(cacheDir, 'done'), '');
  return images;
}

/** Emits the images into the client build (PNG is outside the service worker's precache: chat apps fetch them). */
export function previewImages(root: string, languages: readonly string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rayek:preview-images',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle() {
      if (config.build.ssr) return;
      for (const [fileName, source] of renderPreviews(root, languages))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
