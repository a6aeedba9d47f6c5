import type { InitialConfig } from '../../shared/contract';
import { fetchBrandCopy } from '../api/config';
import type { BrandLanguages } from '../i18n';

/** The active brand's languages and where its own copy comes from. */
export function brandLanguagesOf(config: InitialConfig): BrandLanguages {
  return {
    brandId: config.brand.id,
    languages: config.brand.locales,
    defaultLanguage: config.brand.defaultLanguage ?? config.brand.locales[0] ?? 'en',
    fetchBrandCopy,
  };
}
