/** Palette rules shared by the palette editor and the logo upload: '#rrggbb' colours, at most three. */

export const PALETTE_SIZE = 3;

/** '#abc' or 'ABCDEF' or '#AbCdEf' as '#aabbcc'; anything else as ''. */
export function normalizeColor(value: unknown): string {
  if (typeof value !== 'string') return '';
  const hex = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(hex)) return `#${hex.toLowerCase()}`;
  if (/^[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.toLowerCase()].map((c) => c + c).join('')}`;
  return '';
}

/** The filled colours, in order, empty and invalid ones dropped, trimmed to the palette's size. */
export function compactPalette(colors: unknown, size = PALETTE_SIZE): string[] {
  if (!Array.isArray(colors)) return [];
  return colors
    .map(normalizeColor)
    .filter((c) => c.length > 0)
    .slice(0, size);
}
