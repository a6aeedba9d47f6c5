/**
 * Whether `value` is a path on this origin. URL parsers drop tabs and newlines and read `\` as
 * `/`, so `/\evil.example` and `/\t/evil.example` leave the origin as `//evil.example` does: a
 * path starts with one `/` and holds no backslash or control character anywhere.
 */
export function isSameSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);
}
