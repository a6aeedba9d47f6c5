import type { BrandColors, BrandVariants, PlanGroup, SignupFormData } from '../contract/index.ts';

/** brands/<brand>/brand.json as written by a brand owner (see schemas/meta/brand.schema.json). */
export interface BrandManifest {
  name: string;
  logo: string;
  logoWidth?: number;
  favicon: string;
  faviconWidth?: number;
  companyDomain: string;
  tenantDomainSuffix?: string;
  tokens: { colors: BrandColors; font?: string; radius?: string };
  flow: string;
  hideSteps?: string[];
  variants?: Partial<BrandVariants>;
  botCheck: 'altcha' | 'off';
  billing: { defaultPlanId: string; planGroups: PlanGroup[] };
  signupFormData: Partial<SignupFormData>;
  locales?: string[];
}
