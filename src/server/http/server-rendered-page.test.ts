import { describe, expect, it } from 'vitest';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from '@shared/server-drawn-page';
import { isPreviewFetcher, pageWith } from './server-rendered-page';

const index =
  '<!doctype html><html><head><meta charset="UTF-8" /><script>tema()</script></head>' +
  '<body><div id="root"><div role="status"><span>Carregando...</span></div></div>\n</body></html>';

describe('pageWith', () => {
  it('puts the drawn page in the root and the answer in a JSON block before the first script', () => {
    const page = pageWith(index, '<main>oi</main>', { a: 1 })!;
    expect(page).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" />' +
        '<script type="application/json" id="pautei-server-data">{"a":1}</script>\n    <script>tema()</script></head>' +
        '<body><div id="root" data-prerendered inert><main>oi</main></div>\n</body></html>',
    );
  });

  it('writes "<" in the answer as its JSON escape, so no text in it can close the block', () => {
    const data = { caption: '</script><script>alert(1)</script> $& $1' };
    const page = pageWith(index, '<p>x</p>', data)!;
    expect(page).not.toContain('</script><script>alert');
    const block = /id="pautei-server-data">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(block)).toEqual(data);
  });

  it('holds the entry script and its preloads back, and never rewrites the page’s own text', () => {
    const withEntry = index.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-B.js"><link rel="stylesheet" href="/a.css"></head>',
    );
    for (const body of ['<main><img src="/s.jpg" alt="Slide 1"></main>', '<main><p>Relatório</p></main>']) {
      const held = pageWith(withEntry, body, {})!;
      expect(held).toContain(`<script type="${HELD_SCRIPT_TYPE}" crossorigin src="/assets/index-A.js"></script>`);
      expect(held).toContain(`<link rel="${HELD_PRELOAD_REL}" crossorigin href="/assets/runtime-B.js">`);
      expect(held).not.toMatch(/type="module"|rel="modulepreload"/);
      expect(held).toContain('<link rel="stylesheet" href="/a.css">');
      expect(held).toContain('<script>tema()</script>');
    }
    // No text in the drawn page or the answer is ever rewritten.
    const text = '<p>&lt;script type="module"</p>';
    const page = pageWith(withEntry, `<main><img src="/s.jpg" alt="">${text}</main>`, {
      note: '<script type="module"',
    })!;
    expect(page).toContain(text);
    expect(page).toContain('{"note":"\\u003cscript type=\\"module\\""}');
  });

  it('gives null for a page with no root or no head script to put them in', () => {
    expect(pageWith('<html><body></body></html>', '<p>x</p>', {})).toBeNull();
    expect(pageWith(index.replace('<script>tema()</script>', ''), '<p>x</p>', {})).toBeNull();
  });
});

describe('isPreviewFetcher', () => {
  it('knows the link preview fetchers and crawlers', () => {
    for (const ua of [
      'WhatsApp/2.23.20.0 A',
      'WhatsApp/2.2346.52 i',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    ])
      expect(isPreviewFetcher(ua), ua).toBe(true);
  });

  it('leaves people’s browsers alone, in-app ones and a phone named Cubot included', () => {
    for (const ua of [
      undefined,
      '',
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 320.0.0.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
    ])
      expect(isPreviewFetcher(ua), String(ua)).toBe(false);
  });
});
