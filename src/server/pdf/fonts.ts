// Fonts that cover what people type (issue "Quotes", API and documents: "fonts cover what people type").
// The PDF standard font Helvetica only encodes WinAnsi (latin), so a name like "山田" or a note with an
// emoji came out garbled. Text Helvetica cannot show is set in Noto fonts from the @fontsource packages:
// Noto Sans (latin-ext, Greek, Cyrillic, Vietnamese, Devanagari), the monochrome Noto Emoji, Noto Sans SC
// (CJK ideographs and kana) and Noto Sans KR (Hangul). Right-to-left scripts are not laid out (pdfkit has no
// bidi). Fontsource cuts each font into slices by unicode range (its unicode.json); a
// character picks the first family whose slice lists it, and only the slices a document uses are read
// (once, then kept in memory) and embedded, each subset by pdfkit to the glyphs used, so a latin-only
// document is as small as before. Files are WOFF (fontkit reads it; pdfkit cannot subset WOFF2's glyf).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripBidiControls } from '../../domain/plainText';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

export const BASE_FONT = 'Helvetica';
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };

interface FallbackFamily {
  /** The package's package.json, resolved by its literal name (so knip sees the dependency). */
  packageJson: string;
  /** The file name's prefix, as fontsource names the files (`<id>-<slice>-<weight>-<style>.woff`). */
  id: string;
  italic: boolean;
}

const require = createRequire(import.meta.url);

/** In order of preference: the first family whose slice lists a character sets it. */
const FALLBACK_FAMILIES: readonly FallbackFamily[] = [
  { packageJson: require.resolve('@fontsource/noto-sans/package.json'), id: 'noto-sans', italic: true },
  // Before the CJK fonts, which also draw a few emoji (the regional indicators) as plain letters.
  { packageJson: require.resolve('@fontsource/noto-emoji/package.json'), id: 'noto-emoji', italic: false },
  { packageJson: require.resolve('@fontsource/noto-sans-sc/package.json'), id: 'noto-sans-sc', italic: false },
  // Hangul: Noto Sans SC has only a few syllables.
  { packageJson: require.resolve('@fontsource/noto-sans-kr/package.json'), id: 'noto-sans-kr', italic: false },
];

/** Characters pdfkit's WinAnsi encoding of the standard fonts maps beyond latin-1. */
const WIN_ANSI_EXTRAS = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d,
  0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

function helveticaShows(code: number): boolean {
  return code < 0x7f || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);
}

interface Slice {
  family: string;
  first: number;
  last: number;
}

const slices: Slice[] = [];
const fontFiles = new Map<string, { dir: string; files: Record<keyof typeof HELVETICA, string> }>();

for (const family of FALLBACK_FAMILIES) {
  const dir = path.dirname(family.packageJson);
  const ranges = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  for (const [key, range] of Object.entries(ranges)) {
    const slice = key.replace(/^\[(\d+)\]$/, '$1');
    const name = `${family.id}-${slice}`;
    const file = (weight: number, italic: boolean) => `${name}-${weight}-${italic && family.italic ? 'italic' : 'normal'}.woff`;
    fontFiles.set(name, {
      dir: path.join(dir, 'files'),
      files: { normal: file(400, false), bold: file(700, false), italics: file(400, true), bolditalics: file(700, true) },
    });
    for (const entry of range.split(',')) {
      const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(entry);
      if (!match) continue;
      const first = parseInt(match[1], 16);
      slices.push({ family: name, first, last: match[2] ? parseInt(match[2], 16) : first });
    }
  }
}

const VIRTUAL_DIR = 'fallback-fonts';
const registered = new Set<string>();

pdfmake.setFonts({ [BASE_FONT]: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
// Only the standard fonts by name; the fallback fonts are handed over from memory (pdfmake's virtual fs).
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setLocalAccessPolicy((file) => STANDARD_FONTS.has(file));

/** pdfmake's in-memory file system (in its Node build, not in @types/pdfmake). */
const virtualfs = (
  pdfmake as unknown as { virtualfs: { existsSync(file: string): boolean; writeFileSync(file: string, data: Buffer): void } }
).virtualfs;

/** Reads a family's four faces into pdfmake's virtual fs and names the family, once. */
function register(family: string): void {
  if (registered.has(family)) return;
  const { dir, files } = fontFiles.get(family)!;
  const faces: Record<string, string> = {};
  for (const [face, file] of Object.entries(files)) {
    const virtual = `${VIRTUAL_DIR}/${file}`;
    if (!virtualfs.existsSync(virtual)) virtualfs.writeFileSync(virtual, fs.readFileSync(path.join(dir, file)));
    faces[face] = virtual;
  }
  pdfmake.addFonts({ [family]: faces });
  registered.add(family);
}

/** The fallback family for a character Helvetica cannot show, or null when no font has it. */
function fallbackFamily(code: number): string | null {
  let family = familyOf.get(code);
  if (family === undefined) {
    const covers = (slice: Slice) => code >= slice.first && code <= slice.last;
    // Hangul from the Korean font even where Noto Sans SC has the syllable, so a name keeps one face.
    const korean = isHangul(code) ? slices.find((slice) => slice.family.startsWith('noto-sans-kr-') && covers(slice)) : undefined;
    family = (korean ?? slices.find(covers))?.family ?? null;
    familyOf.set(code, family);
  }
  return family;
}
const familyOf = new Map<number, string | null>();

function isHangul(code: number): boolean {
  return (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f) || (code >= 0xac00 && code <= 0xd7af);
}

/** Characters that take the font of the one before them (emoji presentation, joiners, combining marks). */
function joinsPrevious(code: number): boolean {
  return code === 0x200c || code === 0x200d || code === 0xfe0e || code === 0xfe0f || (code >= 0x0300 && code <= 0x036f);
}

/** A text cut into runs, each in a font that shows it: Helvetica where it can, a Noto slice where not. */
function fontRuns(text: string): { text: string; font?: string }[] {
  const runs: { text: string; font?: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const previous = runs.at(-1);
    let font: string | undefined;
    if (previous && joinsPrevious(code)) font = previous.font;
    else if (!helveticaShows(code)) font = fallbackFamily(code) ?? undefined;
    if (previous && previous.font === font) previous.text += char;
    else runs.push(font ? { text: char, font } : { text: char });
  }
  for (const run of runs) if (run.font) register(run.font);
  return runs;
}

/** Whether any character is beyond what Helvetica shows for sure (printable ASCII and latin-1). */
function beyondLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 0x7f && code < 0xa0) || code > 0xff) return true;
  }
  return false;
}

function textValue(text: string): string | Content[] {
  if (!beyondLatin1(text)) return text;
  // A name's bidirectional controls would reverse what is printed after it (docs/product.md#accounts).
  const shown = stripBidiControls(text);
  const runs = fontRuns(shown);
  return runs.length === 1 && !runs[0].font ? shown : runs;
}

/** Every string of a document's content cut into font runs (text, stacks, columns, tables, lists). */
function withFallbackFonts<T>(node: T): T {
  if (typeof node === 'string') {
    const value = textValue(node);
    return (typeof value === 'string' ? value : { text: value }) as T;
  }
  if (Array.isArray(node)) return node.map((child: unknown) => withFallbackFonts(child)) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  if (typeof copy.text === 'string') copy.text = textValue(copy.text);
  else if (Array.isArray(copy.text)) copy.text = copy.text.map((child: unknown) => withFallbackFonts(child));
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const) if (Array.isArray(copy[key])) copy[key] = withFallbackFonts(copy[key]);
  const table = copy.table as { body?: unknown[][] } | undefined;
  if (table?.body) copy.table = { ...table, body: table.body.map((row) => row.map((cell) => withFallbackFonts(cell))) };
  return copy as T;
}

/** The definition with its content, header and footer in fonts that cover every character. */
export function coverAllText(definition: TDocumentDefinitions): TDocumentDefinitions {
  const { footer, header } = definition;
  return {
    ...definition,
    content: withFallbackFonts(definition.content),
    ...(typeof footer === 'function'
      ? { footer: (...args: Parameters<typeof footer>) => withFallbackFonts(footer(...args)) }
      : footer
        ? { footer: withFallbackFonts(footer) }
        : {}),
    ...(typeof header === 'function'
      ? { header: (...args: Parameters<typeof header>) => withFallbackFonts(header(...args)) }
      : header
        ? { header: withFallbackFonts(header) }
        : {}),
  };
}
