import { baseLanguage } from '../../../shared/i18n/languages';

/** The languages the built-in composer writes. */
export const DRAFT_LANGUAGES = ['en', 'de', 'es', 'ar'] as const;
export type DraftLanguage = (typeof DRAFT_LANGUAGES)[number];

/** Words that are common in a prompt of one language and rare in the others. */
const COMMON_WORDS: Record<Exclude<DraftLanguage, 'ar'>, Set<string>> = {
  en: new Set(
    'the and for our with to of off your you all this that new customers write get is are on until from who about we us their them'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und für mit unsere unser unseren unsere eine einen ein zu auf alle bis kunden ist sind wir uns dich dir du sie ihr ihre nicht schreib schreibe neue neuen von im am zum zur den dem des auch nur'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las y para con nuestros nuestras nuestro nuestra un una de del en todos todas hasta clientes por que es son correo escribe escribir nuevo nueva nuevos al se su sus te tu lo envío'.split(
      ' ',
    ),
  ),
};

const ARABIC_LETTER = /[\u0621-\u064A]/g;
const LATIN_LETTER = /[a-zà-öø-ÿ]/gi;

/**
 * The language a prompt is written in, when its words say so clearly; null for a prompt too short
 * or too mixed to tell (then the owner's language is used).
 */
export function detectLanguage(text: string): DraftLanguage | null {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic + latin === 0) return null;
  if (arabic > latin) return 'ar';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(COMMON_WORDS) as (keyof typeof COMMON_WORDS)[])
    .map((language) => ({
      language,
      score: words.filter((word) => COMMON_WORDS[language].has(word)).length,
    }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = scores as [(typeof scores)[0], (typeof scores)[0]];
  return first.score >= 2 && first.score >= second.score * 2 ? first.language : null;
}

/** A shipped draft language for a BCP 47 tag ('de-AT' → 'de'), else English. */
export function draftLanguageOf(tag: string): DraftLanguage {
  const base = baseLanguage(tag);
  return (DRAFT_LANGUAGES as readonly string[]).includes(base) ? (base as DraftLanguage) : 'en';
}
