import { describe, expect, it } from 'vitest';
import { brandedPage } from '../../server/http/brandedPage';

const BUILT =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="/assets/favicon-C7FV4UV_.svg" />\n    <title>Onramp</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
const beacon = { title: 'Beacon', favicon: '/brands/beacon/assets/favicon.svg', lang: 'de' };

describe('the built page, branded', () => {
  it("carries the brand's title, icon and language in place of the build's", () => {
    expect(brandedPage(BUILT, beacon)).toBe(
      '<!doctype html>\n<html lang="de" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <link rel="icon" href="/brands/beacon/assets/favicon.svg" />\n    <title>Beacon</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
    );
  });

  it('reads right to left in a language written so', () => {
    expect(brandedPage(BUILT, { ...beacon, lang: 'ar' })).toContain('<html lang="ar" dir="rtl">');
  });

  it('escapes what the brand names, so a title cannot open markup', () => {
    const html = brandedPage(BUILT, {
      title: 'A & B $& </title><script>alert(1)</script>',
      favicon: '/x.svg" onload="alert(1)',
      lang: "en' x=\"$'",
    });
    expect(html).toContain(
      '<title>A &amp; B $&amp; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain('href="/x.svg&quot; onload=&quot;alert(1)"');
    expect(html).toContain('<html lang="en&#39; x=&quot;$&#39;" dir="ltr">');
    expect(html).not.toContain('<script>');
  });

  it('adds them where the page has none, whatever its tags carry', () => {
    expect(
      brandedPage(
        '<!doctype html><html class=x lang=\'en\'><head prefix="og: x"><meta charset="utf-8" /></head></html>',
        beacon,
      ),
    ).toBe(
      '<!doctype html><html class=x lang="de" dir="ltr"><head prefix="og: x"><link rel="icon" href="/brands/beacon/assets/favicon.svg" /><title>Beacon</title><meta charset="utf-8" /></head></html>',
    );
  });
});
