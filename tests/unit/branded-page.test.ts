import { describe, expect, it } from 'vitest';
import { brandedPage } from '../../server/http/brandedPage';

const BUILT =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="/assets/favicon-C7FV4UV_.svg" />\n    <title>Onramp</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
const beacon = { title: 'Beacon', favicon: '/brands/beacon/assets/favicon.svg', lang: 'de' };

describe('the built page, branded', () => {
  it("carries the brand's title, icon and language in place of the build's", () => {
    const html = brandedPage(BUILT, beacon);
    expect(html).toContain('<html lang="de">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Beacon</title>');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="icon" href="/brands/beacon/assets/favicon.svg" />');
    expect(html).not.toContain('favicon-C7FV4UV_');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes what the brand names, so a title cannot open markup', () => {
    const html = brandedPage(BUILT, {
      title: 'A & B </title><script>alert(1)</script>',
      favicon: '/x.svg" onload="alert(1)',
      lang: 'en" x="',
    });
    expect(html).toContain(
      '<title>A &amp; B &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain('href="/x.svg&quot; onload=&quot;alert(1)"');
    expect(html).toContain('<html lang="en&quot; x=&quot;">');
    expect(html).not.toContain('<script>');
  });

  it('adds them to a page that has none of its own', () => {
    const html = brandedPage(
      '<!doctype html><html><head><meta charset="utf-8" /></head></html>',
      beacon,
    );
    expect(html).toBe(
      '<!doctype html><html lang="de"><head><title>Beacon</title><link rel="icon" href="/brands/beacon/assets/favicon.svg" /><meta charset="utf-8" /></head></html>',
    );
  });
});
