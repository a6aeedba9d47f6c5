import { parseCssColor, saturationAndLightness } from '../images/color';
import { directionOf } from '../../shared/i18n/languages';
import { escapeHtml } from '../http/escapeHtml';
import type { CampaignContent } from './campaignContent';

export interface CampaignColors {
  primary: string;
  accent: string;
}

export interface RenderedCampaign {
  html: string;
  text: string;
}

/** White or near-black, whichever reads on the background. */
function textOn(background: string): string {
  const color = parseCssColor(background);
  return color && saturationAndLightness(color).l > 0.6 ? '#1b1f3b' : '#ffffff';
}

/**
 * A single-column email with inline styles (mail clients drop style sheets): a band and button
 * in the brand's primary colour, the accent under the heading. Every text is escaped.
 */
export function renderCampaign(
  content: CampaignContent,
  colors: CampaignColors,
  ctaUrl: string,
  note: string | null,
  language: string,
): RenderedCampaign {
  const e = escapeHtml;
  const paragraphs = content.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1b1f3b">${e(p)}</p>`,
    )
    .join('\n');
  const noteHtml = note
    ? `<p style="margin:24px 0 0;padding:12px;border:1px dashed ${e(colors.accent)};font-size:13px;color:#5b6180">${e(note)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${e(language)}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f6fb;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${e(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6fb"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="height:8px;background:${e(colors.primary)}"></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 8px;font-size:24px;color:#1b1f3b">${e(content.heading)}</h1>
<div style="width:48px;height:4px;margin:0 0 24px;background:${e(colors.accent)}"></div>
${paragraphs}
<p style="margin:24px 0 0"><a href="${e(ctaUrl)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${e(colors.primary)};color:${textOn(colors.primary)};font-weight:bold;text-decoration:none">${e(content.callToAction.label)}</a></p>
${noteHtml}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.callToAction.label}: ${ctaUrl}`,
    ...(note ? ['', note] : []),
  ].join('\n');
  return { html, text };
}
