// A PDF's text as a reader extracts it (pdfjs-dist, Mozilla's PDF engine): one string per page, so a
// test asserts on what a person reading the document sees. Pieces set apart on the page (another line,
// another table cell) are joined by a space; pieces that touch (a word the layout split at a hyphen) are not.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

export async function pdfText(data: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let text = '';
    let end: { x: number; y: number } | null = null;
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const touches = end !== null && Math.abs(end.y - y) < 0.5 && Math.abs(end.x - x) < 0.5;
      text += (text && !touches ? ' ' : '') + item.str;
      end = { x: x + item.width, y };
    }
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return pages;
}
