import type { i18n as I18n } from 'i18next';

/**
 * The language a step's text shows in when it differs from the page's: a plain text with no
 * translation in the page's language shows as the operator wrote it, in the brand's default
 * language (the fallback), and a screen reader should read it so. Undefined otherwise.
 */
export function writtenLanguage(i18n: I18n, text: string): string | undefined {
  const written = [i18n.options.fallbackLng ?? []].flat()[0];
  return typeof written === 'string' && i18n.language !== written && !i18n.exists(text)
    ? written
    : undefined;
}
