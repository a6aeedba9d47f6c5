/** An sRGB colour, each channel 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2 level AA's least contrast for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

/** A brand colour (# and 3 or 6 hex digits, as brand.json holds them), or undefined. */
export function parseHexColor(value: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** WCAG 2's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The pairs of brand colours the pages set text in: the text's colour token on the background's. */
export const TEXT_PAIRS: readonly { text: string; on: string }[] = [
  { text: 'text', on: 'background' },
  { text: 'text', on: 'surface' },
  { text: 'muted', on: 'background' },
  { text: 'muted', on: 'surface' },
  { text: 'primary', on: 'surface' },
  { text: 'primaryText', on: 'primary' },
  { text: 'primaryText', on: 'paymentBackground' },
  { text: 'danger', on: 'surface' },
  { text: 'success', on: 'surface' },
];

export interface ContrastRow {
  text: string;
  on: string;
  /** undefined when either colour is not a colour yet (being typed). */
  ratio: number | undefined;
  passes: boolean;
}

/** Each text pair of the brand's colours with its contrast ratio and whether it meets AA. */
export function contrastRows(colors: Readonly<Record<string, string>>): ContrastRow[] {
  return TEXT_PAIRS.filter(({ text, on }) => text in colors && on in colors).map(({ text, on }) => {
    const a = parseHexColor(colors[text]!);
    const b = parseHexColor(colors[on]!);
    const ratio = a && b ? contrastRatio(a, b) : undefined;
    return { text, on, ratio, passes: ratio !== undefined && ratio >= AA_NORMAL_TEXT };
  });
}
