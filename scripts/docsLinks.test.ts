// The repository explains itself (docs/architecture.md#arrows-that-must-never-be): no comment, doc, test
// or config cites a file outside it (the specification and design notes the project began from), and
// every `docs/<file>.md#heading` it cites names a file of docs/ and a heading that file has, by GitHub's
// anchor rules. The refused spellings are built from pieces here, so this file does not cite them itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

const SHARED = ['..', 'shared'].join('/');
const DESIGN = 'DESIGN';
const SPEC = 'spec';
/** Citations of files outside the repository, each with what to cite instead. */
const OUTSIDE: { pattern: RegExp; says: string }[] = [
  { pattern: new RegExp(`${SHARED.replace(/\./g, '\\.')}|/work/shared`), says: 'a path outside the repository' },
  { pattern: new RegExp(`\\b${DESIGN}\\.md\\b|\\b${SPEC}\\.md\\b`), says: 'a document outside the repository' },
  { pattern: new RegExp(`\\b${DESIGN}(?::|'s\\b| \\d)`), says: 'the design notes outside the repository' },
  { pattern: new RegExp(`\\b[Ss]${SPEC.slice(1)}(?:'s)? sections? \\d`), says: 'a section of the specification outside the repository' },
];
/** The same citation of a section broken over two comment lines: `… of spec` / `// section 3`. */
const OUTSIDE_OVER_TWO_LINES = new RegExp(`\\b[Ss]${SPEC.slice(1)}(?:'s)?\\n[ \\t]*(?://+|\\*|#)?[ \\t]*sections? \\d`, 'g');
/** `docs/product.md#money`, not preceded by a path or URL of which it would be the tail. */
const DOCS_REF = /(?<![\w/.-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g;
/** A Markdown link to a heading of the same document: `[Money](#money)`. */
const LOCAL_LINK = /\]\(#([\w-]+)\)/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; a repeat gets -1, -2... */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const text = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .toLowerCase();
    const base = text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Problem {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** What is wrong with the citations of these files, given the documents of docs/ (name -> Markdown). */
function citationProblems(files: { file: string; text: string }[], docs: Map<string, string>): Problem[] {
  const anchorsOf = new Map([...docs].map(([name, markdown]) => [name, headingAnchors(markdown)]));
  const problems: Problem[] = [];
  for (const { file, text } of files) {
    for (const found of text.matchAll(OUTSIDE_OVER_TWO_LINES)) {
      const line = text.slice(0, found.index).split('\n').length;
      problems.push({
        file,
        line,
        text: found[0],
        why: 'cites a section of the specification outside the repository: cite a section of docs/ instead',
      });
    }
    text.split('\n').forEach((line, i) => {
      const at = (why: string, what: string) => problems.push({ file, line: i + 1, text: what, why });
      for (const { pattern, says } of OUTSIDE) {
        const found = line.match(pattern);
        if (found) at(`cites ${says}: cite a section of docs/ instead`, found[0]);
      }
      for (const [ref, name, anchor] of line.matchAll(DOCS_REF)) {
        const anchors = anchorsOf.get(name);
        if (!anchors) at(`docs/${name} does not exist`, ref);
        else if (anchor && !anchors.has(anchor)) at(`docs/${name} has no heading #${anchor}`, ref);
      }
      const own = file.startsWith('docs/') ? anchorsOf.get(file.slice('docs/'.length)) : undefined;
      if (own) for (const [link, anchor] of line.matchAll(LOCAL_LINK)) if (!own.has(anchor)) at(`${file} has no heading #${anchor}`, link);
    });
  }
  return problems;
}

/** Every text file of the repository (tracked, or new and not ignored), as git lists them. */
function repositoryTexts(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return (
    listed
      .split('\0')
      // This file's planted bad citations are its fixtures, not citations.
      .filter((file) => file && file !== 'package-lock.json' && file !== 'scripts/docsLinks.test.ts')
      .flatMap((file) => {
        let bytes: Buffer;
        try {
          bytes = readFileSync(path.join(repoRoot, file));
        } catch {
          return []; // listed but deleted in the work tree
        }
        return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
      })
  );
}

describe('citations of docs/', () => {
  const texts = repositoryTexts();
  const docs = new Map(texts.filter((t) => /^docs\/[^/]+\.md$/.test(t.file)).map((t) => [t.file.slice('docs/'.length), t.text]));

  it('docs/ holds the product, the architecture, the decisions and the benchmark', () => {
    expect([...docs.keys()]).toEqual(expect.arrayContaining(['product.md', 'architecture.md', 'decisions.md', 'bench.md']));
  });

  it('docs/product.md has every heading the code cites by name', () => {
    const anchors = headingAnchors(docs.get('product.md') ?? '');
    const named = ['leads', 'e-mail', 'money', 'board-layout-rules', 'designs', 'accounts', 'quotes', 'subframe-and-edges'];
    named.push('trade-accounts', 'delivery', 'catalogue', 'stock-and-samples');
    expect(named.filter((a) => !anchors.has(a))).toEqual([]);
  });

  it('no file of the repository cites a file outside it or a docs/ heading that does not exist', () => {
    const problems = citationProblems(texts, docs).map((p) => `${p.file}:${p.line} ${p.text} (${p.why})`);
    expect(problems).toEqual([]);
  });

  it('refuses each kind of bad citation, and passes good ones', () => {
    const fixture = new Map([['product.md', '# Product\n\n## Money\n\n### Quotes (staff-built, accepted online)\n\n## Money\n']]);
    const check = (text: string, file = 'src/x.ts') => citationProblems([{ file, text }], fixture).map((p) => p.why);
    expect(check('// GST as docs/product.md#money says; quotes: docs/product.md#quotes-staff-built-accepted-online.')).toEqual([]);
    expect(check('// the second Money: docs/product.md#money-1, and the page itself: docs/product.md')).toEqual([]);
    expect(check(`// see ${SHARED}/${SPEC}.md`)[0]).toMatch(/outside the repository/);
    expect(check(`// (${DESIGN}.md "Money")`)).toHaveLength(1);
    expect(check(`/** ${DESIGN}: 401 unauthenticated */`)).toHaveLength(1);
    expect(check(`// (${SPEC} section 9)`)).toHaveLength(1);
    expect(check(`// (${SPEC}'s section 9 figures)`)).toHaveLength(1);
    expect(check(`// the board config of ${SPEC}\n// section 3, and more`)).toHaveLength(1);
    expect(check('// docs/product.md#gst')).toEqual(['docs/product.md has no heading #gst']);
    expect(check('// docs/pricing.md#money')).toEqual(['docs/pricing.md does not exist']);
    expect(check('See [GST](#gst) and [Money](#money).', 'docs/product.md')).toEqual(['docs/product.md has no heading #gst']);
    // The tail of a URL or of another path is not a citation of docs/.
    expect(check('// https://example.com/docs/guide.md#intro and site/docs/other.md')).toEqual([]);
  });

  it('reads headings as GitHub anchors them', () => {
    const anchors = headingAnchors(
      '# E-mail\n## Quotes (staff-built)\n```\n# not a heading\n```\n### `npm test` and **why**\n## Quotes (staff-built)',
    );
    expect([...anchors]).toEqual(['e-mail', 'quotes-staff-built', 'npm-test-and-why', 'quotes-staff-built-1']);
  });
});
