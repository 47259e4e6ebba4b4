// Writes the self-hosted fonts in public/fonts from the @fontsource-variable packages: `npm run fonts`
// (run it when those packages update). Each is cut to the latin characters its @font-face declares in
// src/web/styles.css and its weight axis to the weights the styles use, so the two preloaded fonts
// weigh 61 KB instead of 85 KB (they are in the critical path of every page's first paint).
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Fontsource's "latin" subset, as its @font-face unicode-range names it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, ' +
  'U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, ' +
  'U+FEFF, U+FFFD';

export interface FontFace {
  family: string;
  /** The package and file the font is cut from; the cut keeps the file name. */
  source: { packageName: string; file: string };
  /** The weight axis kept: the lightest and the boldest weight the styles use with this family. */
  weights: readonly [min: number, max: number];
}

export const FONT_FACES: readonly FontFace[] = [
  {
    family: 'Inter Variable',
    source: { packageName: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
    weights: [400, 700],
  },
  {
    family: 'Fraunces Variable',
    source: { packageName: '@fontsource-variable/fraunces', file: 'fraunces-latin-wght-normal.woff2' },
    weights: [600, 700],
  },
];

/** Every character of a CSS unicode-range list (U+XXXX or U+XXXX-YYYY entries). */
export function unicodeRangeText(range: string): string {
  let text = '';
  for (const entry of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(entry);
    if (!match) throw new Error(`not a unicode-range entry: ${entry}`);
    const first = parseInt(match[1], 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The package's font file and its cut to the latin characters and the face's weights. */
export async function cutFont(face: FontFace): Promise<{ original: Buffer; cut: Buffer }> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve(`${face.source.packageName}/package.json`));
  const original = await fs.readFile(path.join(packageDir, 'files', face.source.file));
  const [min, max] = face.weights;
  const cut = await subsetFont(original, unicodeRangeText(LATIN_UNICODE_RANGE), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min, max } },
  });
  return { original, cut };
}

export const FONTS_DIR = path.resolve(import.meta.dirname, '../public/fonts');

async function main() {
  for (const face of FONT_FACES) {
    const { original, cut } = await cutFont(face);
    await fs.writeFile(path.join(FONTS_DIR, face.source.file), cut);
    console.log(`${face.source.file}: ${face.family} ${face.weights.join('-')}, ${original.length} -> ${cut.length} bytes`);
  }
}

if (import.meta.filename === process.argv[1]) await main();
