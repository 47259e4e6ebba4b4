// The cut fonts (scripts/subsetFonts.ts) against what uses them: the @font-face rules in
// src/web/styles.css must declare exactly the characters and weights the files hold, every weight
// the styles ask of a family must be inside its cut, and the committed files must be the script's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutFont, FONT_FACES, FONTS_DIR, LATIN_UNICODE_RANGE, unicodeRangeText } from './subsetFonts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const stylesCss = readFileSync(path.join(repoRoot, 'src/web/styles.css'), 'utf8');

function fontFaceRule(family: string): string {
  const rule = [...stylesCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1])
    .find((body) => body.includes(`font-family: '${family}'`));
  if (!rule) throw new Error(`no @font-face for ${family}`);
  // One space for every run of white space: Prettier breaks a long unicode-range over lines.
  return rule.replace(/\s+/g, ' ');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every `fontWeight: 'NNN'` in the web sources and the Panda config, and whether its line sets the heading family. */
function weightsUsed(): { weight: number; heading: boolean; where: string }[] {
  const files = [...sourceFiles(path.join(repoRoot, 'src/web')), path.join(repoRoot, 'panda.config.ts')];
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    // The styles set a family and its weight on one line (css({...}) calls and text styles).
    return source.split('\n').flatMap((line, i) =>
      [...line.matchAll(/fontWeight: '(\d+)'/g)].map((m) => ({
        weight: Number(m[1]),
        heading: line.includes("fontFamily: 'heading'"),
        where: `${path.relative(repoRoot, file)}:${i + 1}`,
      })),
    );
  });
}

describe('the cut fonts', () => {
  it('reads a unicode-range into its characters', () => {
    expect(unicodeRangeText('U+0041-0043, U+20AC')).toBe('ABC€');
    expect(() => unicodeRangeText('U+0041, latin')).toThrow(/latin/);
  });

  for (const face of FONT_FACES) {
    it(`${face.family}: styles.css declares the file's characters and weights`, () => {
      const rule = fontFaceRule(face.family);
      expect(rule).toContain(`font-weight: ${face.weights[0]} ${face.weights[1]};`);
      expect(rule).toContain(`unicode-range: ${LATIN_UNICODE_RANGE};`);
      expect(rule).toContain(`url(/fonts/${face.source.file})`);
    });
  }

  it('every weight the styles use is inside the cut of its family', () => {
    const [body, heading] = ['Inter Variable', 'Fraunces Variable'].map((family) => FONT_FACES.find((f) => f.family === family)!.weights);
    const used = weightsUsed();
    expect(used.length).toBeGreaterThan(10);
    const outside = used.filter(({ weight, heading: isHeading }) => {
      const [min, max] = isHeading ? heading : body;
      return weight < min || weight > max;
    });
    expect(outside).toEqual([]);
  });

  it('public/fonts holds exactly what the script writes from the installed packages', async () => {
    for (const face of FONT_FACES) {
      const { original, cut } = await cutFont(face);
      expect(cut.length).toBeLessThan(original.length);
      expect(readFileSync(path.join(FONTS_DIR, face.source.file)).equals(cut), `${face.source.file}: run npm run fonts`).toBe(true);
    }
  });
});
