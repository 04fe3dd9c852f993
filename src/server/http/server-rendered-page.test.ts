import { describe, expect, it } from 'vitest';
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

  it('gives null for a page with no root or no head script to put them in', () => {
    expect(pageWith('<html><body></body></html>', '<p>x</p>', {})).toBeNull();
    expect(pageWith(index.replace('<script>tema()</script>', ''), '<p>x</p>', {})).toBeNull();
  });
});
