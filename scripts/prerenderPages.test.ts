import { describe, expect, it } from 'vitest';
import { deferAppStart, injectPage, pageFileName } from './prerenderPages';

const shell = [
  '<!doctype html><html><head>',
  '<meta name="description" content="Generic" />',
  '<title>Boardwalk</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/dep-1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('injectPage', () => {
  it('puts the page into the root and its title and description into the head, escaped', () => {
    const html = injectPage(shell, {
      html: '<main><h1>Terms $&amp; more</h1></main>',
      meta: { title: 'Terms & <Conditions> | Boardwalk', description: 'Say "hi" & $1' },
    });
    expect(html).toContain('<div id="root"><main><h1>Terms $&amp; more</h1></main></div>');
    expect(html).toContain('<title>Terms &amp; &lt;Conditions> | Boardwalk</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; $1" />');
  });

  it('lowers the scripts to low fetch priority: the page paints without them', () => {
    const html = injectPage(shell, { html: '<p>x</p>', meta: null });
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dep-1.js">');
    expect(html).toContain('<title>Boardwalk</title>');
  });

  it('refuses a page with a style attribute (the CSP would drop it) and a shell without an empty root', () => {
    expect(() => injectPage(shell, { html: '<div style="min-height:2rem"></div>', meta: null })).toThrow(/style attribute/);
    expect(() => injectPage('<div id="root">x</div>', { html: '<p/>', meta: null })).toThrow(/empty <div id="root">/);
  });

  it('refuses a page with an inline script (React reveals an outlined boundary with one; the CSP blocks it)', () => {
    expect(() => injectPage(shell, { html: '<div hidden id="S:0"></div><script>$RC("B:0","S:0")</script>', meta: null })).toThrow(
      /inline script/,
    );
  });

  it('puts a data block after the root, where hydration does not see it', () => {
    const block = '<script type="application/json" id="state">{}</script>';
    expect(injectPage(shell, { html: '<p>x</p>', meta: null }, block)).toContain(`<div id="root"><p>x</p></div>${block}`);
  });
});

describe('deferAppStart', () => {
  it("replaces the entry script by the loader that names it, and drops the entry's modulepreloads", () => {
    const deferred = deferAppStart(shell, '/assets/after-paint-1.js');
    expect(deferred).toContain(
      '<script type="module" crossorigin src="/assets/after-paint-1.js" data-app-entry="/assets/index-1.js"></script>',
    );
    expect(deferred).not.toContain('modulepreload');
    expect(deferred).not.toContain('src="/assets/index-1.js"');
    expect(() => deferAppStart('<div id="root"></div>', '/a.js')).toThrow(/one module entry script/);
  });
});

describe('pageFileName', () => {
  it('names the landing page index.html and others by their path', () => {
    expect(pageFileName('/')).toBe('index.html');
    expect(pageFileName('/products')).toBe('products.html');
    expect(pageFileName('/a/b')).toBe('a-b.html');
  });
});
