import { catalogText } from './catalogCopy';

export interface ThemePreference {
  key: string;
  label: string;
  imageUrl: string;
}

/** The graphic themes, in the order the dropdown lists them. */
const THEME_KEYS = [
  'realLife',
  'realLifeInspired',
  'infographicWithText',
  'humanStickArt',
  'lineArt',
  'animeInspired',
  'cartoonNetworkInspired',
  'renaissancePaintingInspired',
  'sciFiMovieInspired',
  'abstractLineArt',
  'iconWithLineArt',
  'crayonArt',
] as const;

export const THEME_PREFERENCES: readonly ThemePreference[] = THEME_KEYS.map((key) => ({
  key,
  label: catalogText(`themes.${key}`),
  imageUrl: `/themes/${key}.svg`,
}));

export function themeLabel(key: string): string {
  return THEME_PREFERENCES.find((theme) => theme.key === key)?.label ?? key;
}
