import { beforeEach, describe, expect, it } from 'vitest';
import { applyBrandTheme } from '../../../src/app/theme';
import { setCssVariables, setFavicon } from '../../../src/ui/documentTheme';
import type { InitialConfig } from '../../../shared/contract';

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe("the page's icon and theme variables", () => {
  it('adds the icon link once and points the same link at a new icon', () => {
    setFavicon('/a.svg');
    setFavicon('/b.svg');
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/b.svg');
  });

  it('sets the variables that have a value and leaves the others as they were', () => {
    document.documentElement.style.setProperty('--radius', '4px');
    setCssVariables({ '--tenant-primary': '#123456', '--radius': undefined });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tenant-primary')).toBe('#123456');
    expect(style.getPropertyValue('--radius')).toBe('4px');
  });

  it("applies a brand's colours, font, title and icon", () => {
    applyBrandTheme({
      appConfig: { name: 'Acme', favicon: '/brands/acme/favicon.svg' },
      brand: { tokens: { colors: { primaryText: '#111111' }, font: 'Inter, sans-serif' } },
    } as unknown as InitialConfig);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary-text')).toBe('#111111');
    expect(style.getPropertyValue('--font-family')).toBe('Inter, sans-serif');
    expect(style.getPropertyValue('--radius')).toBe('');
    expect(document.title).toBe('Acme');
    expect(document.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe(
      '/brands/acme/favicon.svg',
    );
  });
});
