import type { Brand } from '../../brand/brand';
import type { ServerConfig } from '../../config';
import { createMailContext, type MailContext } from './context';
import { loadBrandCopy } from '../../brand/copy';
import { PASSWORD_RESET_MAIL_KEYS, passwordResetMail } from './passwordResetMail';
import { SUBDOMAIN_REMINDER_MAIL_KEYS, subdomainReminderMail } from './subdomainReminderMail';
import { VERIFICATION_MAIL_KEYS, verificationMail } from './verificationMail';

export interface MailTemplates {
  context: MailContext;
  verification(args: Parameters<typeof verificationMail>[1]): ReturnType<typeof verificationMail>;
  passwordReset(
    args: Parameters<typeof passwordResetMail>[1],
  ): ReturnType<typeof passwordResetMail>;
  subdomainReminder(
    args: Parameters<typeof subdomainReminderMail>[1],
  ): ReturnType<typeof subdomainReminderMail>;
}

/** The account mails in the active brand's name and copy; fails at start-up if copy is missing. */
export function createMailTemplates(
  config: ServerConfig,
  brand: Brand,
  tenantDomainSuffix: string,
): MailTemplates {
  const copy = loadBrandCopy(config.rootDir, brand.dir, 'en', [
    ...VERIFICATION_MAIL_KEYS,
    ...PASSWORD_RESET_MAIL_KEYS,
    ...SUBDOMAIN_REMINDER_MAIL_KEYS,
  ]);
  const context = createMailContext(config, brand, copy, tenantDomainSuffix);
  return {
    context,
    verification: (args) => verificationMail(context, args),
    passwordReset: (args) => passwordResetMail(context, args),
    subdomainReminder: (args) => subdomainReminderMail(context, args),
  };
}
