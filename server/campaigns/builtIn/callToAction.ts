/** A button text the prompt quotes: 'a button "Shop the sale"'. */
const QUOTED =
  /(?:button|cta|call[- ]to[- ]action|schaltfläche|botón|boton|llamada a la acción|زر|دعوة إلى إجراء)[^"“„«]{0,20}["“„«]([^"“”„«»]{2,40})["”“»]/iu;
/** One the prompt names without quotes, up to the end of its clause. */
const NAMED = [
  /(?:call[- ]to[- ]action|\bCTA\b)\s*(?::|to\b)\s*([a-z][a-z '-]{2,30}?)(?=[.,;!?"]|$|\s+(?:and|with|for)\b)/i,
  /(?:call[- ]to[- ]action|handlungsaufforderung|\bCTA\b)\s*:\s*(\p{L}[\p{L} '-]{2,30}?)(?=[.,;!?"]|$|\s+(?:und|mit|für)(?!\p{L}))/iu,
  /(?:llamada a la acción|\bCTA\b)\s*(?::|para|que invite a)\s*(\p{L}[\p{L} '-]{2,30}?)(?=[.,;!?"]|$|\s+(?:y|con|para)(?!\p{L}))/iu,
  /(?:دعوة (?:إلى|لاتخاذ) (?:ال)?إجراء)\s*(?::|لـ?)\s*(\p{L}[\p{L} ]{2,30}?)(?=[.,;!?،؛"]|$|\s+(?:مع)(?!\p{L}))/u,
];

/** German names an action by its verb as a noun: "Call-to-Action zum Loslegen" is "Jetzt loslegen". */
const GERMAN_VERB_NOUN =
  /(?:call[- ]to[- ]action|handlungsaufforderung|\bCTA\b)\s+zum\s+(\p{Lu}\p{Ll}+en)(?!\p{L})/iu;

/** The call to action a prompt asks for, in its words, up to five words, capitalised. */
export function callToActionIn(text: string): string | null {
  const verb = GERMAN_VERB_NOUN.exec(text)?.[1];
  if (verb) return `Jetzt ${verb.toLowerCase()}`;
  const named =
    QUOTED.exec(text)?.[1] ??
    NAMED.map((pattern) => pattern.exec(text)?.[1]).find((words) => words !== undefined);
  if (!named) return null;
  const words = named.trim().split(/\s+/).slice(0, 5).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
