import { escapeHtml } from '../http/escapeHtml';

export interface StarterCampaignInput {
  company: string;
  productName: string;
  prompt: string | null;
  theme: string | null;
  primaryColor: string;
  websiteUrl: string | null;
}

export interface StarterCampaign {
  prompt: string;
  theme: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  generator: string;
}

export const STARTER_GENERATOR = 'starter template (no campaign was generated during onboarding)';

/**
 * The campaign a tenant starts with when onboarding generated none (a flow that hides the
 * campaign step): a plain welcome email in the tenant's colour, labelled as a template.
 */
export function starterCampaign(input: StarterCampaignInput): StarterCampaign {
  const company = input.company.trim() || input.productName;
  const subject = `Welcome to ${company}`;
  const preheader = `Thanks for joining ${company}: here is where to start.`;
  const cta = input.websiteUrl && /^https?:\/\//.test(input.websiteUrl) ? input.websiteUrl : null;
  const color = /^#[0-9a-f]{3,8}$/i.test(input.primaryColor) ? input.primaryColor : '#3346d3';
  const html = [
    `<h1 style="color:${color};font-size:24px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(preheader)}</p>`,
    '<p>We are glad to have you with us. Reply to this email any time: a real person reads it.</p>',
    cta
      ? `<p><a href="${escapeHtml(cta)}" style="background:${color};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Get started</a></p>`
      : '',
  ].join('\n');
  const text = `${subject}\n\n${preheader}\n\nWe are glad to have you with us.${cta ? `\n\nGet started: ${cta}` : ''}`;
  return {
    prompt: input.prompt ?? '',
    theme: input.theme ?? '',
    subject,
    preheader,
    html,
    text,
    generator: STARTER_GENERATOR,
  };
}
