/**
 * Which language a visitor gets and which copy files make it up. Pure: the browser and the server
 * (mails) decide the same way.
 */

/** A language tag as the brands' locale files are named: 'de' or 'de-AT'. */
export const LANGUAGE_TAG_PATTERN = '^[a-z]{2}(?:-[A-Z]{2})?$';

/** A language tag's base language: 'de-AT' → 'de'. */
export function baseLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

/**
 * The first candidate the brand offers, exactly ('pt-BR') or by its base language ('de-AT' → 'de'),
 * in the candidates' order (address, stored choice, browser languages); else the fallback.
 */
export function pickLanguage(
  candidates: readonly (string | null | undefined)[],
  available: readonly string[],
  fallback: string,
): string {
  const byLower = new Map(available.map((lang) => [lang.toLowerCase(), lang]));
  for (const candidate of candidates) {
    if (!candidate) continue;
    const exact = byLower.get(candidate.toLowerCase());
    if (exact) return exact;
    const base = byLower.get(baseLanguage(candidate));
    if (base) return base;
  }
  return fallback;
}

export interface CopyLayer {
  /** The brand's own copy, or the default brand's. */
  source: 'brand' | 'default';
  lang: string;
}

/**
 * The copy files a language is made of, lowest first, so later layers win key by key:
 * the default brand's default language, then the default brand's base language and language,
 * then the brand's base language and language.
 */
export function copyLayers(lang: string, defaultLanguage: string): CopyLayer[] {
  const languages = [...new Set([baseLanguage(lang), lang])];
  const layers: CopyLayer[] = [{ source: 'default', lang: defaultLanguage }];
  for (const source of ['default', 'brand'] as const) {
    for (const language of languages) layers.push({ source, lang: language });
  }
  return layers.filter(
    (layer, i) => layers.findIndex((l) => l.source === layer.source && l.lang === layer.lang) === i,
  );
}

/** Later copy wins key by key. */
export function mergeCopy(
  layers: readonly (Readonly<Record<string, string>> | undefined)[],
): Record<string, string> {
  return Object.assign({}, ...layers.filter(Boolean)) as Record<string, string>;
}

/** Right-to-left scripts by base language. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

export function directionOf(lang: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(baseLanguage(lang)) ? 'rtl' : 'ltr';
}
