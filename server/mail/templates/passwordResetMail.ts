import type { OutgoingMail } from '../outbox';
import type { MailContext } from './context';
import { renderMail } from './layout';

export const PASSWORD_RESET_MAIL_KEYS = [
  'mail.passwordReset.subject',
  'mail.passwordReset.heading',
  'mail.passwordReset.body',
  'mail.passwordReset.action',
  'mail.passwordReset.expiry',
  'mail.passwordReset.ignore',
  'mail.footer',
];

export function passwordResetMail(
  ctx: MailContext,
  args: { to: string; firstName: string; tenant: string; token: string; ttlSeconds: number },
): OutgoingMail {
  const { t } = ctx.copy;
  const params = {
    brand: ctx.brandName,
    firstName: args.firstName,
    tenant: args.tenant,
    tenantDomain: `${args.tenant}${ctx.tenantDomainSuffix}`,
    minutes: Math.round(args.ttlSeconds / 60),
    companyDomain: ctx.companyDomain,
  };
  return renderMail(
    {
      kind: 'password_reset',
      language: ctx.language,
      to: args.to,
      subject: t('mail.passwordReset.subject', params),
      heading: t('mail.passwordReset.heading', params),
      paragraphs: [t('mail.passwordReset.body', params)],
      action: {
        label: t('mail.passwordReset.action', params),
        url: `${ctx.publicUrl}/reset-password/${encodeURIComponent(args.token)}`,
      },
      notes: [
        t('mail.passwordReset.expiry', { ...params, count: params.minutes }),
        t('mail.passwordReset.ignore', params),
      ],
      footer: t('mail.footer', params),
    },
    ctx.style,
  );
}
