import { isNeutral, parseCssColor, toHex, type Rgb } from '../images/color';

const COLOR_VALUE = /#[0-9a-f]{3,8}\b|rgba?\([^)]{0,80}\)/gi;

/** How much a colour in this property says about the brand. */
function weightOf(property: string): number {
  const name = property.toLowerCase();
  if (name.startsWith('--')) return /primary|brand|accent|main|theme/.test(name) ? 8 : 2;
  if (name === 'background' || name === 'background-color') return 3;
  if (name === 'color') return 2;
  return /border|fill|stroke|outline/.test(name) ? 1 : 0;
}

/** The CSS without comments; a scan, not a regular expression, so hostile input stays linear. */
function withoutComments(css: string): string {
  let out = '';
  let at = 0;
  for (let open = css.indexOf('/*'); open >= 0; open = css.indexOf('/*', at)) {
    out += css.slice(at, open);
    const close = css.indexOf('*/', open + 2);
    if (close < 0) return out;
    at = close + 2;
  }
  return out + css.slice(at);
}

/** Each `property: value` of a style sheet, found by splitting rather than matching. */
function declarations(css: string): [property: string, value: string][] {
  return withoutComments(css)
    .split(/[;{}]/)
    .flatMap((chunk) => {
      const colon = chunk.indexOf(':');
      if (colon < 0) return [];
      const property = chunk.slice(0, colon).trim();
      return /^[-\w]{1,80}$/.test(property) ? [[property, chunk.slice(colon + 1)]] : [];
    }) as [string, string][];
}

/** The colourful colours a style sheet uses, the most brand-like first (neutrals are left out). */
export function cssColors(css: string): Rgb[] {
  const scores = new Map<string, { color: Rgb; score: number }>();
  for (const [property, value] of declarations(css)) {
    const weight = weightOf(property);
    if (weight === 0) continue;
    for (const [token] of value.matchAll(COLOR_VALUE)) {
      const color = parseCssColor(token);
      if (!color || isNeutral(color)) continue;
      const key = toHex(color);
      const entry = scores.get(key) ?? { color, score: 0 };
      entry.score += weight;
      scores.set(key, entry);
    }
  }
  return [...scores.values()].sort((a, b) => b.score - a.score).map((e) => e.color);
}
