import { latestMail } from '../auth/helpers';
import type { SignedUp } from './session';

/**
 * Onboarding that walks to the campaign step in order (category, verified email) and writes a
 * campaign from `prompt`, for builtTenantViaApi's `onboard`.
 */
export const generateCampaign =
  (baseUrl: string, prompt: string) =>
  async (session: SignedUp): Promise<void> => {
    const post = async (path: string, body: object) => {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [session.authHeaderName]: session.token },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
    };
    await post('/user/updateUserData', {
      step: 'business_category',
      businessCategory: { name: 'SaaS', description: null },
    });
    const mail = await latestMail(session.email, 'email_verification', baseUrl);
    await post('/user/verifyEmail', { token: new URL(mail.links[0]!).searchParams.get('token') });
    await post('/user/updateUserData', {
      step: 'generate_campaign',
      campaignPrompt: prompt,
      graphicThemePreference: 'lineArt',
    });
  };
