import { directionOf } from '../../shared/i18n/languages';
import { escapeHtml } from './escapeHtml';

/** What a page says of the brand before its script runs: the tab's title and icon, its language. */
export interface PageBranding {
  title: string;
  favicon: string;
  lang: string;
}

/** `tag` with `name` set to `value`, in place of any value it had. */
function withAttribute(tag: string, name: string, value: string): string {
  const attribute = ` ${name}="${escapeHtml(value)}"`;
  const existing = new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'i');
  return existing.test(tag)
    ? tag.replace(existing, () => attribute)
    : tag.replace(/\s*\/?>$/, (end) => `${attribute}${end}`);
}

/** `html` with the first match of `pattern` replaced by `element`, or `element` put first in <head>. */
function placed(html: string, pattern: RegExp, element: string): string {
  if (pattern.test(html)) return html.replace(pattern, () => element);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${element}`);
}

/**
 * The built page with the brand's title, icon and language in place of the build's (the default
 * brand's), so the tab is the brand's from the first paint and the icon is fetched once, not the
 * build's and then the brand's when the script has read its config.
 */
export function brandedPage(html: string, branding: PageBranding): string {
  const withLanguage = html.replace(/<html(\s[^>]*)?>/i, (tag) =>
    withAttribute(withAttribute(tag, 'lang', branding.lang), 'dir', directionOf(branding.lang)),
  );
  const titled = placed(
    withLanguage,
    /<title(\s[^>]*)?>[^<]*<\/title>/i,
    `<title>${escapeHtml(branding.title)}</title>`,
  );
  return placed(
    titled,
    /<link\s[^>]*rel=["']?icon["']?[^>]*>/i,
    `<link rel="icon" href="${escapeHtml(branding.favicon)}" />`,
  );
}
