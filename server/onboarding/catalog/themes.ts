export interface ThemePreference {
  key: string;
  label: string;
  imageUrl: string;
}

/** The graphic themes of spec section 3, in the order the dropdown lists them. */
const THEMES: [key: string, label: string][] = [
  ['realLife', 'Real life'],
  ['realLifeInspired', 'Real life inspired'],
  ['infographicWithText', 'Infographic with text'],
  ['humanStickArt', 'Human stick art'],
  ['lineArt', 'Line art'],
  ['animeInspired', 'Anime inspired'],
  ['cartoonNetworkInspired', 'Cartoon Network inspired'],
  ['renaissancePaintingInspired', 'Renaissance painting inspired'],
  ['sciFiMovieInspired', 'Sci-fi movie inspired'],
  ['abstractLineArt', 'Abstract line art'],
  ['iconWithLineArt', 'Icon with line art'],
  ['crayonArt', 'Crayon art'],
];

export const THEME_PREFERENCES: readonly ThemePreference[] = THEMES.map(([key, label]) => ({
  key,
  label,
  imageUrl: `/themes/${key}.svg`,
}));

export function themeLabel(key: string): string {
  return THEME_PREFERENCES.find((theme) => theme.key === key)?.label ?? key;
}
