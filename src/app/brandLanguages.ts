import type { InitialConfig } from '../../shared/contract';
import { fetchBrandCopy, fetchCopyAt } from '../api/config';
import type { BrandLanguages } from '../i18n';

/** The active brand's languages and where the page's configuration version keeps its copy. */
export function brandLanguagesOf(config: InitialConfig): BrandLanguages {
  const copyUrl = config.configuration?.copy;
  return {
    brandId: config.brand.id,
    copySource: copyUrl ?? 'live',
    languages: config.brand.locales,
    defaultLanguage: config.brand.defaultLanguage ?? config.brand.locales[0] ?? 'en',
    fetchBrandCopy: copyUrl ? (lang) => fetchCopyAt(copyUrl, lang) : fetchBrandCopy,
  };
}
