import type { Brand } from '../../brand/brand';
import type { CampaignBrief } from '../../campaigns/campaignContent';
import type { CampaignComposer } from '../../campaigns/composer';
import { generateCampaign, insertCampaign } from '../../campaigns/generateCampaign';
import type { CampaignColors } from '../../campaigns/renderCampaign';
import type { OnboardingUserData } from '../../users/userData';
import { themeLabel } from '../catalog/themes';
import type { StepHook } from '../stepHooks';

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

function briefOf(userData: OnboardingUserData, tenantUrl: string): CampaignBrief {
  const theme = String(userData.graphicThemePreference);
  return {
    prompt: String(userData.campaignPrompt).trim().slice(0, MAX_PROMPT_CHARS),
    themeKey: theme,
    themeLabel: themeLabel(theme),
    company: String(userData.company || userData.subDomain),
    category: userData.businessCategory?.name ?? null,
    categoryDescription: userData.businessCategory?.description ?? null,
    websiteDescription: userData.websiteDescription,
    ctaUrl: userData.websiteUrl ?? tenantUrl,
  };
}

/**
 * The campaign step: the campaign is written (by the model or the built-in composer) before the
 * save's transaction opens, and stored in it; the reply carries it as `campaign`.
 */
export function campaignGenerationHook(deps: {
  composer: CampaignComposer;
  brand: Brand;
  tenantUrl: (subDomain: string) => string;
}): StepHook {
  return async ({ user, userData }) => {
    const brief = briefOf(userData, deps.tenantUrl(user.sub_domain));
    const campaign = await generateCampaign(deps.composer, brief, colorsFor(userData, deps.brand));
    return {
      inTransaction: (trx) => insertCampaign(trx, user.id, brief, campaign),
      reply: { campaign },
    };
  };
}
