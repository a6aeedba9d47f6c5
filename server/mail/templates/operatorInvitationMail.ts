import { OPERATOR_ROLES, type OperatorRole } from '../../../shared/contract/operatorRoles';
import type { OutgoingMail } from '../outbox';
import type { MailContext } from './context';
import { renderMail } from './layout';

export const OPERATOR_INVITATION_MAIL_KEYS = [
  'mail.operatorInvitation.subject',
  'mail.operatorInvitation.heading',
  'mail.operatorInvitation.body',
  'mail.operatorInvitation.action',
  'mail.operatorInvitation.expiry',
  'mail.operatorInvitation.ignore',
  'mail.footer',
  ...OPERATOR_ROLES.map((role) => `studio.roles.${role}`),
];

/**
 * Links to the Studio's page that asks for a password and then POSTs the token, in the mail's
 * language (?lng=), so the invitee reads the page as they read the mail.
 */
export function operatorInvitationMail(
  ctx: MailContext,
  args: { to: string; invitedBy: string; role: OperatorRole; token: string; ttlSeconds: number },
): OutgoingMail {
  const { t } = ctx.copy;
  const params = {
    brand: ctx.brandName,
    invitedBy: args.invitedBy,
    role: t(`studio.roles.${args.role}`),
    days: Math.max(1, Math.round(args.ttlSeconds / 86_400)),
    companyDomain: ctx.companyDomain,
  };
  return renderMail(
    {
      kind: 'operator_invitation',
      language: ctx.language,
      to: args.to,
      subject: t('mail.operatorInvitation.subject', params),
      heading: t('mail.operatorInvitation.heading', params),
      paragraphs: [t('mail.operatorInvitation.body', params)],
      action: {
        label: t('mail.operatorInvitation.action', params),
        url: `${ctx.publicUrl}/studio/invite?token=${encodeURIComponent(args.token)}&lng=${encodeURIComponent(ctx.language)}`,
      },
      notes: [
        t('mail.operatorInvitation.expiry', { ...params, count: params.days }),
        t('mail.operatorInvitation.ignore', params),
      ],
      footer: t('mail.footer', params),
    },
    ctx.style,
  );
}
