import type { InitialConfig } from '../../shared/contract';

/** Applies the brand's design tokens as CSS custom properties, plus its favicon and title. */
export function applyBrandTheme(config: InitialConfig, doc: Document = document): void {
  const root = doc.documentElement.style;
  const { colors, font, radius } = config.brand.tokens;
  for (const [name, value] of Object.entries(colors)) {
    root.setProperty(`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value);
  }
  if (font) root.setProperty('--font-family', font);
  if (radius) root.setProperty('--radius', radius);
  doc.title = config.appConfig.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = config.appConfig.favicon;
}
