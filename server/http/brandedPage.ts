import { escapeAttribute } from './escapeAttribute';

/** What a page says of the brand before its script runs: the tab's title and icon, its language. */
export interface PageBranding {
  title: string;
  favicon: string;
  lang: string;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built page with the brand's title, icon and language in place of the build's (the default
 * brand's), so the tab is the brand's from the first paint and the icon is fetched once, not the
 * build's and then the brand's when the script has read its config.
 */
export function brandedPage(html: string, branding: PageBranding): string {
  const title = `<title>${escapeText(branding.title)}</title>`;
  const icon = `<link rel="icon" href="${escapeAttribute(branding.favicon)}" />`;
  const withLang = html.replace(/<html(\s[^>]*)?>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${escapeAttribute(branding.lang)}"`)
      : tag.replace(/>$/, ` lang="${escapeAttribute(branding.lang)}">`),
  );
  const withoutOwn = withLang
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<link rel="icon"[^>]*>/i, '');
  return withoutOwn.replace(/<head>/i, (head) => `${head}${title}${icon}`);
}
