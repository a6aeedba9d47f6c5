import type { Brand } from '../../config/brand/brand';
import type { ServerConfig } from '../../config';
import type { BrandCopy } from '../../config/brand/copy';
import type { MailStyle } from './layout';

/** What every template needs: the brand's words and look, and where links point. */
export interface MailContext {
  copy: BrandCopy;
  /** The language of copy, for the mail's lang and dir. */
  language: string;
  style: MailStyle;
  brandName: string;
  companyDomain: string;
  publicUrl: string;
  tenantDomainSuffix: string;
}

function displayName(name: string): string {
  return /^[\w .-]+$/.test(name) ? name : `"${name.replace(/["\\]/g, '')}"`;
}

/** MAIL_FROM, else "{brand} <no-reply@{company domain}>". */
export function mailFromAddress(config: ServerConfig, brand: Brand): string {
  if (config.mailFrom) return config.mailFrom;
  const host = brand.manifest.companyDomain.replace(/:\d+$/, '');
  return `${displayName(brand.manifest.name)} <no-reply@${host}>`;
}

export function createMailContext(
  config: ServerConfig,
  brand: Brand,
  copy: BrandCopy,
  tenantDomainSuffix: string,
): MailContext {
  return {
    copy,
    language: brand.defaultLanguage,
    style: {
      from: mailFromAddress(config, brand),
      primaryColor: brand.manifest.tokens.colors.primary,
      primaryTextColor: brand.manifest.tokens.colors.primaryText,
    },
    brandName: brand.manifest.name,
    companyDomain: brand.manifest.companyDomain,
    publicUrl: config.publicUrl,
    tenantDomainSuffix,
  };
}
