import type { OutgoingMail } from '../outbox';
import type { MailContext } from './context';
import { renderMail } from './layout';

export const SUBDOMAIN_REMINDER_MAIL_KEYS = [
  'mail.subdomainReminder.subject',
  'mail.subdomainReminder.heading',
  'mail.subdomainReminder.body',
  'mail.subdomainReminder.action',
  'mail.subdomainReminder.ignore',
  'mail.footer',
];

export function subdomainReminderMail(
  ctx: MailContext,
  args: { to: string; firstName: string; tenant: string },
): OutgoingMail {
  const { t } = ctx.copy;
  const params = {
    brand: ctx.brandName,
    firstName: args.firstName,
    tenant: args.tenant,
    tenantDomain: `${args.tenant}${ctx.tenantDomainSuffix}`,
    companyDomain: ctx.companyDomain,
  };
  return renderMail(
    {
      kind: 'subdomain_reminder',
      language: ctx.language,
      to: args.to,
      subject: t('mail.subdomainReminder.subject', params),
      heading: t('mail.subdomainReminder.heading', params),
      paragraphs: [t('mail.subdomainReminder.body', params)],
      action: {
        label: t('mail.subdomainReminder.action', params),
        url: `${ctx.publicUrl}/login?tenant=${encodeURIComponent(args.tenant)}`,
      },
      notes: [t('mail.subdomainReminder.ignore', params)],
      footer: t('mail.footer', params),
    },
    ctx.style,
  );
}
