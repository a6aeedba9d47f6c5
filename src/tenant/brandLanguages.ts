import { fetchBrandCopy } from '../api/config';
import { ApiCallError } from '../api/errors';
import { startLanguage, type BrandLanguages } from '../i18n';
import type { TenantBrandLanguages } from '../../shared/contract/tenant';

/** The brand's languages as the context (or a host's 404) names them, its own copy from the API. */
export function languagesOf(brand: TenantBrandLanguages): BrandLanguages {
  return {
    brandId: brand.id,
    languages: brand.locales,
    defaultLanguage: brand.defaultLanguage,
    fetchBrandCopy,
  };
}

/** A host with no workspace still speaks the brand's languages (its 404 names them), as detected. */
export async function startBrandLanguage(error: unknown): Promise<void> {
  const data = (error instanceof ApiCallError ? error.data : null) as {
    brand?: TenantBrandLanguages;
  } | null;
  if (data?.brand) await startLanguage(languagesOf(data.brand));
}
