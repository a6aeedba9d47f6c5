const TRAILING_PUNCTUATION = /[.,;:!?)…"“”»«،؛'’]+$/u;
const WORD = /^[\p{L}][\p{L}\p{M}'’-]*$/u;
/** Longer is not a word a person wrote: a pasted token or noise. */
const MAX_WORD = 40;

export interface WordRules {
  /** Words that end the phrase: "until", "with", "for". */
  stops: Set<string>;
  /** Words that end the phrase by their start: Arabic writes "for" onto the word ("للعملاء"). */
  stopPrefix?: RegExp;
  /** Words dropped at its start: "all" in "20% off all mugs". */
  skip?: Set<string>;
  /** Words kept at its start but ending it later: "the" in "the Autumn Box", not in "cócteles el 14". */
  leading?: Set<string>;
  /** Words kept inside it when a plain word follows: "golosinas para perros". */
  joiners?: Set<string>;
  max: number;
  /** Whether a phrase is the one sought; the next match is tried when not. */
  accept?: (phrase: string) => boolean;
}

/**
 * Up to `max` words after a match of `trigger`, stopping at punctuation, a figure, an emoji or a
 * stop word: "dog treats" in "20% off dog treats until Sunday". The first phrase accepted wins.
 */
export function wordsAfter(text: string, trigger: RegExp, rules: WordRules): string | null {
  const plain = (token: string | undefined) => {
    const word = (token ?? '').replace(TRAILING_PUNCTUATION, '');
    const lower = word.toLowerCase();
    const stops = rules.stops.has(lower) || !!rules.stopPrefix?.test(word);
    return WORD.test(word) && word.length <= MAX_WORD && !stops ? word : null;
  };
  for (const match of text.matchAll(trigger)) {
    const tokens = text.slice(match.index + match[0].length).split(' ', rules.max + 6);
    const words: string[] = [];
    let nouns = 0;
    for (let at = 0; at < tokens.length && nouns < rules.max; at += 1) {
      const token = tokens[at]!;
      const lower = token.toLowerCase();
      const next = plain(tokens[at + 1]);
      if (nouns === 0 && rules.skip?.has(lower)) continue;
      if (nouns === 0 && rules.leading?.has(lower) && next) {
        words.push(token);
        continue;
      }
      if (
        nouns > 0 &&
        rules.joiners?.has(lower) &&
        next &&
        !rules.leading?.has(next.toLowerCase())
      ) {
        words.push(token);
        continue;
      }
      const word = plain(token);
      if (!word || rules.leading?.has(lower)) break;
      words.push(word);
      nouns += 1;
      if (word !== token) break;
    }
    // A joiner or article is not where a phrase ends: "golosinas para" is "golosinas".
    const dangling = (word: string) =>
      !!rules.joiners?.has(word.toLowerCase()) || !!rules.leading?.has(word.toLowerCase());
    while (words.length > 0 && dangling(words.at(-1)!)) words.pop();
    const phrase = words.join(' ');
    if (phrase && (rules.accept?.(phrase) ?? true)) return phrase;
  }
  return null;
}
