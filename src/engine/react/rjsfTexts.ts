import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The names RJSF's own texts give their values (%1, %2, ... in RJSF's English), in order, as the
 * copy writes them ({{key}}, ...).
 */
export const RJSF_TEXT_PARAMS: Readonly<Partial<Record<TranslatableString, readonly string[]>>> = {
  [TranslatableString.UnknownFieldType]: ['type'],
  [TranslatableString.OptionPrefix]: ['number'],
  [TranslatableString.TitleOptionPrefix]: ['title', 'number'],
  [TranslatableString.KeyLabel]: ['key'],
  [TranslatableString.DeprecatedLabel]: ['label'],
  [TranslatableString.CycleDetected]: ['field'],
  [TranslatableString.InvalidObjectField]: ['field', 'reason'],
  [TranslatableString.UnsupportedFieldWithId]: ['field'],
  [TranslatableString.UnsupportedFieldWithReason]: ['reason'],
  [TranslatableString.UnsupportedFieldWithIdAndReason]: ['field', 'reason'],
  [TranslatableString.FilesInfo]: ['name', 'type', 'size'],
};

const NAME_OF = new Map(
  Object.entries(TranslatableString).map(([name, english]) => [english as string, name]),
);

/** The copy key of one of RJSF's own texts: form.rjsf.<its name in TranslatableString, lowerCamel>. */
export function rjsfTextKey(english: TranslatableString): string {
  const name = NAME_OF.get(english) ?? 'unknown';
  return `form.rjsf.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

/**
 * RJSF's translateString: each text RJSF shows of its own (an added entry's key label, an array's
 * buttons, Yes and No, option names) in the page's language from the copy, its values in place.
 * Until the copy that holds them has loaded, RJSF's English.
 */
export function rjsfTranslateString(t: Translate) {
  return (english: TranslatableString, values?: string[]): string => {
    const names = RJSF_TEXT_PARAMS[english] ?? [];
    const params = Object.fromEntries(names.map((name, index) => [name, values?.[index] ?? '']));
    return t(rjsfTextKey(english), {
      ...params,
      defaultValue: replaceStringParameters(english, values),
    });
  };
}
