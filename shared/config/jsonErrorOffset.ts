/**
 * Where a text stops being JSON: the offset of the first character JSON does not allow there, or
 * the text's length when it ends too early; undefined when it is JSON. Node's JSON.parse names the
 * offset for some errors only ("Unexpected token ','" has none), so a syntax error is placed here.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let at = 0;

  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const fail = (): never => {
    throw new Stop(Math.min(at, text.length));
  };
  const expect = (char: string) => {
    if (text[at] !== char) fail();
    at++;
  };

  const string = () => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      const char = text.charCodeAt(at);
      if (char < 0x20) fail();
      if (text[at] === '\\') {
        at++;
        if (text[at] === 'u') {
          for (let hex = 0; hex < 4; hex++) {
            at++;
            if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail();
          }
        } else if (!'"\\/bfnrt'.includes(text[at] ?? 'x')) fail();
      }
      at++;
    }
    expect('"');
  };

  const isDigit = () => at < text.length && text[at]! >= '0' && text[at]! <= '9';
  const digits = () => {
    if (!isDigit()) fail();
    while (isDigit()) at++;
  };
  const number = () => {
    if (text[at] === '-') at++;
    if (text[at] === '0') at++;
    else digits();
    if (text[at] === '.') {
      at++;
      digits();
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++;
      if (text[at] === '+' || text[at] === '-') at++;
      digits();
    }
  };

  const literal = (word: string) => {
    for (const char of word) expect(char);
  };

  const items = (close: string, item: () => void) => {
    at++;
    skipSpace();
    if (text[at] === close) return void at++;
    for (;;) {
      item();
      skipSpace();
      if (text[at] === close) return void at++;
      expect(',');
      skipSpace();
    }
  };

  const value = (): void => {
    skipSpace();
    const char = text[at];
    if (char === '{')
      return items('}', () => {
        string();
        skipSpace();
        expect(':');
        value();
      });
    if (char === '[') return items(']', value);
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    return number();
  };

  try {
    value();
    skipSpace();
    if (at < text.length) fail();
    return undefined;
  } catch (error) {
    // Nesting deeper than the stack allows is not placed.
    return error instanceof Stop ? error.offset : undefined;
  }
}

class Stop {
  constructor(readonly offset: number) {}
}
