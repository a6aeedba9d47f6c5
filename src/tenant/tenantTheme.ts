import { setCssVariables, setFavicon } from '../ui/documentTheme';
import type { TenantContext } from '../../shared/contract/tenant';

/** The tenant's palette (else the brand's colours) as CSS variables, and its favicon. */
export function applyTheme(context: TenantContext): void {
  const [primary, secondary, tertiary] = context.palette;
  setCssVariables({
    '--tenant-primary': primary || context.brand.colors.primary || '#3346d3',
    '--tenant-secondary': secondary || context.brand.colors.accent || '#12b3a8',
    '--tenant-tertiary': tertiary || context.brand.colors.background || '#f5f6fb',
  });
  setFavicon(context.brand.favicon);
}
