export interface TextRange {
  from: number;
  to: number;
}

const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Where each JSON pointer of a document sits in its text: an object member from its key to the
 * end of its value, an array item its value. Reading stops at the first syntax error, keeping what
 * came before it.
 */
export function pointerRanges(text: string): Map<string, TextRange> {
  const ranges = new Map<string, TextRange>();
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected input at ${at}`);
  };
  const readString = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (pointer: string, memberStart?: number) => {
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at++;
      skipSpace();
      while (text[at] !== '}') {
        skipSpace();
        if (text[at] !== '"') fail();
        const keyStart = at;
        const key = readString();
        skipSpace();
        if (text[at] !== ':') fail();
        at++;
        readValue(`${pointer}/${escapeToken(key)}`, keyStart);
        skipSpace();
        if (text[at] === ',') at++;
        else if (text[at] !== '}') fail();
      }
      at++;
    } else if (char === '[') {
      at++;
      skipSpace();
      let index = 0;
      while (text[at] !== ']') {
        readValue(`${pointer}/${index++}`);
        skipSpace();
        if (text[at] === ',') at++;
        else if (text[at] !== ']') fail();
      }
      at++;
    } else if (char === '"') {
      readString();
    } else {
      const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at));
      if (!literal) fail();
      at += literal![0].length;
    }
    ranges.set(pointer, { from: memberStart ?? start, to: at });
  };
  try {
    readValue('');
  } catch {
    // A document being typed: the pointers read so far are still right.
  }
  return ranges;
}

/**
 * The text a JSON pointer names, or the nearest enclosing value that exists (a problem about a
 * missing member points into the object that lacks it); the document's first character when none does.
 */
export function rangeOfPointer(text: string, pointer: string): TextRange {
  const ranges = pointerRanges(text);
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/');
  for (let length = tokens.length; length > 0; length--) {
    const candidate = tokens
      .slice(0, length)
      .map((t) => `/${escapeToken(unescapeToken(t))}`)
      .join('');
    const range = ranges.get(candidate);
    if (range) return range;
  }
  // The whole document: its first character, not every line of it.
  return { from: 0, to: Math.min(1, text.length) };
}
