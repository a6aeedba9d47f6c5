import type { Brand } from '../../config/brand/brand';
import { categoryCopyKey } from '../../../shared/i18n/copyKeys';
import type { BrandCopy } from '../../config/brand/copy';
import type { CampaignBrief } from '../../campaigns/campaignContent';
import type { CampaignComposer } from '../../campaigns/composer';
import { linkInPrompt } from '../../campaigns/promptLink';
import { campaignRowOf, generateCampaign } from '../../campaigns/generateCampaign';
import type { TenantsRepository } from '../../tenants/tenantsRepository';
import type { CampaignColors } from '../../campaigns/renderCampaign';
import type { OnboardingUserData } from '../../users/userData';
import { themeLabel } from '../catalog/themes';
import type { StepHook } from '../stepHooks';
import { offeredLanguageOr } from '../../config/brand/languages';

const HEX = /^#[0-9a-f]{6}$/i;
/** What a composer is given of the prompt; the rest is not sent to a model. */
const MAX_PROMPT_CHARS = 4000;

/** The user's own palette once they have one, else the portal brand's colours. */
function colorsFor(userData: OnboardingUserData, brand: Brand): CampaignColors {
  const palette = userData.paletteColor.filter((c) => HEX.test(c));
  const { primary, accent } = brand.manifest.tokens.colors;
  return palette[0]
    ? { primary: palette[0], accent: palette[1] ?? palette[0] }
    : { primary, accent };
}

/** The category as the step's copy names it, else as stored. */
function categoryName(category: string, copy: BrandCopy): string {
  const key = categoryCopyKey(category);
  const name = copy.t(key);
  return name === key ? category : name;
}

function briefOf(
  userData: OnboardingUserData,
  tenantUrl: string,
  language: string,
  copy: BrandCopy,
): CampaignBrief {
  const theme = String(userData.graphicThemePreference);
  const category = userData.businessCategory?.name ?? null;
  const prompt = String(userData.campaignPrompt).trim().slice(0, MAX_PROMPT_CHARS);
  return {
    prompt,
    language,
    themeKey: theme,
    themeLabel: themeLabel(theme),
    company: String(userData.company || userData.subDomain),
    category: category && categoryName(category, copy),
    categoryDescription: userData.businessCategory?.description ?? null,
    websiteDescription: userData.websiteDescription,
    // The owner's own words choose where their offer leads, before the website they gave.
    ctaUrl: linkInPrompt(prompt) ?? userData.websiteUrl ?? tenantUrl,
  };
}

/**
 * The campaign step: the campaign is written (by the model or the built-in composer) before the
 * save's transaction opens, and stored in it; the reply carries it as `campaign`.
 */
export function campaignGenerationHook(deps: {
  composer: CampaignComposer;
  brand: Brand;
  tenants: Pick<TenantsRepository, 'insertCampaign'>;
  tenantUrl: (subDomain: string) => string;
  copyIn: (language: string | null) => BrandCopy;
}): StepHook {
  return async ({ user, userData }) => {
    // Written in the owner's language; one the brand does not offer gets the brand's default.
    const language = offeredLanguageOr(deps.brand, user.language);
    const brief = briefOf(
      userData,
      deps.tenantUrl(user.sub_domain),
      language,
      deps.copyIn(language),
    );
    const campaign = await generateCampaign(deps.composer, brief, colorsFor(userData, deps.brand));
    return {
      inTransaction: (trx) =>
        deps.tenants.insertCampaign(campaignRowOf(user.id, brief, campaign), trx),
      reply: { campaign },
    };
  };
}
