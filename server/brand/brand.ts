import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AppConfig,
  PaymentPlan,
  PlanFeature,
  PlanGroup,
  BrandColors,
  BrandVariants,
  SignupFormData,
} from '../../shared/contract';
import {
  formatProblem,
  readJsonFile,
  type ManifestProblem,
  type ManifestValidator,
} from '../manifests/validate';
import { brandLanguages } from './languages';

export type Plan = PaymentPlan;
export type { PlanFeature, PlanGroup };

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

export interface Brand {
  id: string;
  dir: string;
  manifest: BrandManifest;
  variants: BrandVariants;
  appConfig: AppConfig;
  signupFormData: SignupFormData;
  /** The brand's first listed language: what a visitor gets when no language of theirs is offered. */
  defaultLanguage: string;
  /** Every language with copy for this brand, the default first. */
  languages: string[];
}

export class BrandManifestError extends Error {
  constructor(readonly problems: ManifestProblem[]) {
    super(`Invalid brand manifest:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'BrandManifestError';
  }
}

/** Brand folder names are matched case-insensitively, so BRAND=Acme finds brands/acme. */
export function findBrandDir(
  rootDir: string,
  requested: string,
): { id: string; dir: string } | undefined {
  const brandsDir = join(rootDir, 'brands');
  if (!existsSync(brandsDir)) return undefined;
  const id = readdirSync(brandsDir).find((name) => name.toLowerCase() === requested.toLowerCase());
  return id ? { id, dir: join(brandsDir, id) } : undefined;
}

function assetUrl(brandId: string, value: string): string {
  return /^https:\/\//.test(value) ? value : `/brands/${brandId}/${value.replace(/^\.?\//, '')}`;
}

export function loadBrand(rootDir: string, requested: string, validator: ManifestValidator): Brand {
  const found = findBrandDir(rootDir, requested);
  if (!found) {
    throw new BrandManifestError([
      {
        file: `brands/${requested}/brand.json`,
        path: '/',
        rule: 'exists',
        fix: `create the brand folder or set BRAND to one of the folders in brands/`,
      },
    ]);
  }
  const file = join(found.dir, 'brand.json');
  const { data, problem } = readJsonFile(rootDir, file);
  if (problem) throw new BrandManifestError([problem]);
  const problems = validator.validate('brand', file, data);
  if (problems.length > 0) throw new BrandManifestError(problems);
  const manifest = data as BrandManifest;
  const defaultLanguage = manifest.locales?.[0] ?? 'en';
  return {
    id: found.id,
    dir: found.dir,
    manifest,
    defaultLanguage,
    languages: brandLanguages(rootDir, found.dir, defaultLanguage),
    variants: {
      purchaseConfirmedScreen: manifest.variants?.purchaseConfirmedScreen ?? false,
      websiteStep: manifest.variants?.websiteStep ?? 'requirements',
      categoryRoutes: manifest.variants?.categoryRoutes ?? {},
      skipStepsForCategories: manifest.variants?.skipStepsForCategories ?? {},
      signupCompleteText: manifest.variants?.signupCompleteText ?? 'redirectToLogin',
    },
    appConfig: {
      name: manifest.name,
      logo: assetUrl(found.id, manifest.logo),
      logoWidth: manifest.logoWidth ?? 243,
      companyDomain: manifest.companyDomain,
      favicon: assetUrl(found.id, manifest.favicon),
      faviconWidth: manifest.faviconWidth ?? 32,
    },
    signupFormData: {
      userHistory: manifest.signupFormData.userHistory ?? [],
      referenceId: manifest.signupFormData.referenceId ?? null,
      businessCategoryName: manifest.signupFormData.businessCategoryName ?? null,
      businessCategoryDescription: manifest.signupFormData.businessCategoryDescription ?? null,
      campaignTemplateId: manifest.signupFormData.campaignTemplateId ?? null,
    },
  };
}
