import { join } from 'node:path';
import type {
  AppConfig,
  PaymentPlan,
  PlanFeature,
  PlanGroup,
  BrandVariants,
  SignupFormData,
} from '../../../shared/contract';
import { brandAssetUrl } from '../../../shared/config/brandAssetUrl';
import type { BrandManifest } from '../../../shared/config/brandManifest';
import { ConfigError } from '../../../shared/config/problem';
import { brandLanguages } from './languages';

export type Plan = PaymentPlan;
export type { PlanFeature, PlanGroup };

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

/**
 * The brand BRAND names, from the checked brand manifests (folder name -> brand.json). Folder
 * names are matched case-insensitively, so BRAND=Acme finds brands/acme.
 */
export function loadBrand(
  rootDir: string,
  requested: string,
  manifests: ReadonlyMap<string, BrandManifest>,
  configFiles: Iterable<string>,
): Brand {
  const id = [...manifests.keys()].find((name) => name.toLowerCase() === requested.toLowerCase());
  if (id === undefined) {
    throw new ConfigError([
      {
        file: `brands/${requested}/brand.json`,
        path: '',
        rule: 'exists',
        message: `BRAND names "${requested}", which has no brand.json`,
        fix: `set BRAND to one of: ${[...manifests.keys()].join(', ')}`,
      },
    ]);
  }
  return brandOf(join(rootDir, 'brands', id), id, manifests.get(id)!, configFiles);
}

/** A brand from its checked manifest; its languages are those the configuration's files hold copy for. */
export function brandOf(
  dir: string,
  id: string,
  manifest: BrandManifest,
  configFiles: Iterable<string>,
): Brand {
  const defaultLanguage = manifest.locales?.[0] ?? 'en';
  return {
    id,
    dir,
    manifest,
    defaultLanguage,
    languages: brandLanguages(configFiles, id, defaultLanguage),
    variants: {
      purchaseConfirmedScreen: manifest.variants?.purchaseConfirmedScreen ?? false,
      websiteStep: manifest.variants?.websiteStep ?? 'requirements',
      categoryRoutes: manifest.variants?.categoryRoutes ?? {},
      skipStepsForCategories: manifest.variants?.skipStepsForCategories ?? {},
      signupCompleteText: manifest.variants?.signupCompleteText ?? 'redirectToLogin',
    },
    appConfig: {
      name: manifest.name,
      logo: brandAssetUrl(id, manifest.logo),
      logoWidth: manifest.logoWidth ?? 243,
      companyDomain: manifest.companyDomain,
      favicon: brandAssetUrl(id, manifest.favicon),
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
