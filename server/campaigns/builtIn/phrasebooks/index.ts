import type { DraftLanguage } from '../draftLanguage';
import type { Tone } from '../tone';
import { ar } from './ar';
import { german } from './de';
import { en } from './en';
import { spanish } from './es';
import type { Phrasebook } from './phrasebook';

/** Tones that address the reader formally: "Sie" in German, "usted" in Spanish. */
const FORMAL: (Tone | null)[] = ['formal', 'professional', 'elegant'];

/** The words of a draft in a language, in the register its tone asks for. */
export function phrasebookFor(language: DraftLanguage, tone: Tone | null): Phrasebook {
  const formal = FORMAL.includes(tone);
  switch (language) {
    case 'de':
      return german(formal);
    case 'es':
      return spanish(formal);
    case 'ar':
      return ar;
    case 'en':
      return en;
  }
}
