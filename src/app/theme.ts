import type { InitialConfig } from '../../shared/contract';
import { setCssVariables, setFavicon } from '../ui/documentTheme';

/** Applies the brand's design tokens as CSS custom properties, plus its favicon and title. */
export function applyBrandTheme(config: InitialConfig, doc: Document = document): void {
  const { colors, font, radius } = config.brand.tokens;
  const colorVariables = Object.entries(colors).map(([name, value]) => [
    `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    value,
  ]);
  setCssVariables(
    { ...Object.fromEntries(colorVariables), '--font-family': font, '--radius': radius },
    doc,
  );
  doc.title = config.appConfig.name;
  setFavicon(config.appConfig.favicon, doc);
}
