import { describe, expect, it } from 'vitest';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '@shared/server-drawn-page';
import { pageWith } from './server-rendered-page';

const index =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>tema()</script></head>' +
  '<body><div id="root"><div role="status"><span>Carregando...</span></div></div>\n</body></html>';

describe('pageWith', () => {
  it('puts the drawn page in the root and the answer in a JSON block before the first script', () => {
    const page = pageWith(index, '<main>oi</main>', { a: 1 })!;
    expect(page).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" />' +
        '<script type="application/json" id="pautei-server-data">{"a":1}</script>\n    <script>tema()</script></head>' +
        '<body><div id="root" data-prerendered><main>oi</main></div>\n</body></html>',
    );
  });

  it('writes "<" in the answer as its JSON escape, so no text in it can close the block', () => {
    const data = { caption: '</script><script>alert(1)</script> $& $1' };
    const page = pageWith(index, '<p>x</p>', data)!;
    expect(page).not.toContain('</script><script>alert');
    const block = /id="pautei-server-data">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(block)).toEqual(data);
  });

  it('holds the entry script and its preloads back when the drawn page has an image, and only then', () => {
    const withEntry = index.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-B.js"><link rel="stylesheet" href="/a.css"></head>',
    );
    const held = pageWith(withEntry, '<main><img src="/s.jpg" alt="Slide 1"></main>', {})!;
    expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" crossorigin src="/assets/index-A.js"></script>`);
    expect(held).toContain(`<link rel="${HELD_PRELOAD_REL}" crossorigin href="/assets/runtime-B.js">`);
    expect(held).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(held).toContain('<link rel="stylesheet" href="/a.css">');
    expect(held).toContain('<script>tema()</script>');

    // A page without an image (the report) runs its scripts as index.html says, and no text in the drawn
    // page or the answer is ever rewritten.
    const text = '<p>&lt;script type="module"</p>';
    const plain = pageWith(withEntry, `<main>${text}</main>`, { note: '<script type="module"' })!;
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(plain).toContain(text);
    const heldText = pageWith(withEntry, `<main><img src="/s.jpg" alt="">${text}</main>`, {})!;
    expect(heldText).toContain(text);
  });

  it('gives null for a page with no root or no head script to put them in', () => {
    expect(pageWith('<html><body></body></html>', '<p>x</p>', {})).toBeNull();
    expect(pageWith(index.replace('<script>tema()</script>', ''), '<p>x</p>', {})).toBeNull();
  });
});
