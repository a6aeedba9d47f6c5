import { directionOf } from '../../../shared/i18n/languages';
import { escapeHtml } from '../../http/escapeHtml';
import type { OutgoingMail } from '../outbox';

export interface MailContent {
  kind: string;
  /** The language of its words: the HTML's lang and, for Arabic and the like, dir="rtl". */
  language: string;
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Lines under the button: expiry, "ignore this if…". */
  notes: string[];
  footer: string;
}

export interface MailStyle {
  from: string;
  primaryColor: string;
  primaryTextColor: string;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{3,8}$/;

/** One layout for every mail: plain text and HTML carry the same words and the same link. */
export function renderMail(content: MailContent, style: MailStyle): OutgoingMail {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    ...content.notes,
    '',
    content.footer,
  ].join('\n');
  const background = SAFE_COLOR.test(style.primaryColor) ? style.primaryColor : '#3346d3';
  const color = SAFE_COLOR.test(style.primaryTextColor) ? style.primaryTextColor : '#ffffff';
  const url = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language)}" dir="${directionOf(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1b1f3b; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${url}" style="display: inline-block; padding: 10px 18px; border-radius: 6px; text-decoration: none; background: ${background}; color: ${color}">${escapeHtml(content.action.label)}</a></p>
<p style="font-size: 13px">${escapeHtml(content.action.url)}</p>
${content.notes.map((n) => `<p style="font-size: 13px; color: #5b6180">${escapeHtml(n)}</p>`).join('\n')}
<p style="font-size: 12px; color: #5b6180">${escapeHtml(content.footer)}</p>
</body></html>`;
  return {
    kind: content.kind,
    to: content.to,
    from: style.from,
    subject: content.subject,
    text,
    html,
    links: [content.action.url],
  };
}
