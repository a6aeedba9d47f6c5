/** Patterns the property panel names in plain words; any other pattern is shown as written. */
export const PATTERN_PRESETS = {
  notBlank: '\\S',
  digitsOnly: '^[0-9]*$',
  noSpaces: '^\\S*$',
  lettersOnly: "^[\\p{L} '-]*$",
} as const;
export type PatternPreset = keyof typeof PATTERN_PRESETS;

/** The preset a pattern is, or 'custom'. */
export function presetOf(pattern: string): PatternPreset | 'custom' {
  const found = Object.entries(PATTERN_PRESETS).find(([, source]) => source === pattern);
  return found ? (found[0] as PatternPreset) : 'custom';
}
