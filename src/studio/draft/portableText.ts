/**
 * Characters no translation file can carry: XML 1.0 forbids these controls (U+0000 among them) and
 * U+FFFE/U+FFFF, and a lone surrogate has no UTF-8. A text holding one is left out of an export,
 * and a translation holding one is refused on import.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const UNPORTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/u;

export const isPortable = (text: string) => !UNPORTABLE.test(text);
