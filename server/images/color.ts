/** An sRGB colour, each channel 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  navy: '#000080',
  teal: '#008080',
  maroon: '#800000',
  olive: '#808000',
  lime: '#00ff00',
  aqua: '#00ffff',
  fuchsia: '#ff00ff',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
};

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

function fromHex(hex: string): Rgb | undefined {
  const digits = hex.slice(1);
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits.slice(0, 3)].map((d) => d + d).join('')
      : digits.length === 6 || digits.length === 8
        ? digits.slice(0, 6)
        : undefined;
  if (!full || !/^[0-9a-f]{6}$/i.test(full)) return undefined;
  const n = parseInt(full, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

function fromRgbFunction(text: string): Rgb | undefined {
  const match = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)/i.exec(text);
  if (!match) return undefined;
  const channel = (raw: string) =>
    raw.endsWith('%') ? (parseFloat(raw) * 255) / 100 : parseFloat(raw);
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map(channel) as [number, number, number];
  return [r, g, b].every(Number.isFinite) ? { r: clamp(r), g: clamp(g), b: clamp(b) } : undefined;
}

/** A CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), a basic name) as an sRGB colour. */
export function parseCssColor(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  if (text.startsWith('#')) return fromHex(text);
  if (text.startsWith('rgb')) return fromRgbFunction(text);
  const named = NAMED[text];
  return named ? fromHex(named) : undefined;
}

/** HSL saturation and lightness, 0 to 1: how colourful and how light. */
export function saturationAndLightness({ r, g, b }: Rgb): { s: number; l: number } {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  return { s, l };
}

/** Greys, near-white and near-black: page backgrounds and text rather than brand colours. */
export function isNeutral(color: Rgb): boolean {
  const { s, l } = saturationAndLightness(color);
  return s < 0.15 || l > 0.94 || l < 0.08;
}

export function colorDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

/** Distinct colours in order of preference: one that is close to an earlier one is dropped. */
export function distinctColors(colors: Rgb[], limit: number, minDistance = 40): Rgb[] {
  const kept: Rgb[] = [];
  for (const color of colors) {
    if (kept.length >= limit) break;
    if (kept.every((k) => colorDistance(k, color) >= minDistance)) kept.push(color);
  }
  return kept;
}
