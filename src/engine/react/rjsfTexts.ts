import { TranslatableString } from '@rjsf/utils';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** RJSF's English text -> its copy key: form.rjsf.<its name in TranslatableString, lowerCamel>. */
const KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(TranslatableString).map(([name, english]) => [
    english,
    `form.rjsf.${name[0]!.toLowerCase()}${name.slice(1)}`,
  ]),
);

export const rjsfTextKey = (english: TranslatableString): string => KEYS[english]!;

/**
 * RJSF's translateString: each text RJSF shows of its own (an added entry's key label, an array's
 * buttons, Yes and No, option names) in the page's language from the copy, its values in place
 * ({{1}}, {{2}}, ... in the copy for RJSF's %1, %2, ...).
 */
export const rjsfTranslateString =
  (t: Translate) =>
  (english: TranslatableString, values: string[] = []): string =>
    t(KEYS[english]!, Object.fromEntries(values.map((value, index) => [index + 1, value])));
