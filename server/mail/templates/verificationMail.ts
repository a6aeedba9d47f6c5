import type { OutgoingMail } from '../outbox';
import type { MailContext } from './context';
import { renderMail } from './layout';

export const VERIFICATION_MAIL_KEYS = [
  'mail.verification.subject',
  'mail.verification.heading',
  'mail.verification.body',
  'mail.verification.action',
  'mail.verification.expiry',
  'mail.verification.ignore',
  'mail.footer',
];

/** Links to the page that POSTs the token: opening the link (as mail scanners do) spends nothing. */
export function verificationMail(
  ctx: MailContext,
  args: { to: string; firstName: string; token: string; ttlSeconds: number },
): OutgoingMail {
  const { t } = ctx.copy;
  const params = {
    brand: ctx.brandName,
    firstName: args.firstName,
    email: args.to,
    hours: Math.round(args.ttlSeconds / 3600),
    companyDomain: ctx.companyDomain,
  };
  return renderMail(
    {
      kind: 'email_verification',
      language: ctx.language,
      to: args.to,
      subject: t('mail.verification.subject', params),
      heading: t('mail.verification.heading', params),
      paragraphs: [t('mail.verification.body', params)],
      action: {
        label: t('mail.verification.action', params),
        url: `${ctx.publicUrl}/verify-email?token=${encodeURIComponent(args.token)}`,
      },
      notes: [
        t('mail.verification.expiry', { ...params, count: params.hours }),
        t('mail.verification.ignore', params),
      ],
      footer: t('mail.footer', params),
    },
    ctx.style,
  );
}
