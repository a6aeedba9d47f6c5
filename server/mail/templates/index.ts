import type { Brand } from '../../config/brand/brand';
import type { ServerConfig } from '../../config';
import { createMailContext, type MailContext } from './context';
import { loadBrandCopy, loadLanguageCopy } from '../../config/brand/copy';
import { OPERATOR_INVITATION_MAIL_KEYS, operatorInvitationMail } from './operatorInvitationMail';
import { PASSWORD_RESET_MAIL_KEYS, passwordResetMail } from './passwordResetMail';
import { SUBDOMAIN_REMINDER_MAIL_KEYS, subdomainReminderMail } from './subdomainReminderMail';
import { VERIFICATION_MAIL_KEYS, verificationMail } from './verificationMail';
import { offeredLanguageOr } from '../../config/brand/languages';

/** The user's language (users.language); null or one the brand lost goes out in its default. */
type InLanguage<T> = T & { language?: string | null };

export interface MailTemplates {
  context: MailContext;
  verification(
    args: InLanguage<Parameters<typeof verificationMail>[1]>,
  ): ReturnType<typeof verificationMail>;
  passwordReset(
    args: InLanguage<Parameters<typeof passwordResetMail>[1]>,
  ): ReturnType<typeof passwordResetMail>;
  subdomainReminder(
    args: InLanguage<Parameters<typeof subdomainReminderMail>[1]>,
  ): ReturnType<typeof subdomainReminderMail>;
  /** An invitation to the Studio, in the language the inviting admin chose for it. */
  operatorInvitation(
    args: InLanguage<Parameters<typeof operatorInvitationMail>[1]>,
  ): ReturnType<typeof operatorInvitationMail>;
}

/** The account mails in the active brand's name and copy; fails at start-up if copy is missing. */
export function createMailTemplates(
  config: ServerConfig,
  brand: Brand,
  tenantDomainSuffix: string,
): MailTemplates {
  const copy = loadBrandCopy(config.rootDir, brand.dir, brand.defaultLanguage, [
    ...VERIFICATION_MAIL_KEYS,
    ...PASSWORD_RESET_MAIL_KEYS,
    ...SUBDOMAIN_REMINDER_MAIL_KEYS,
    ...OPERATOR_INVITATION_MAIL_KEYS,
  ]);
  const context = createMailContext(config, brand, copy, tenantDomainSuffix);
  const byLanguage = new Map<string, MailContext>([[brand.defaultLanguage, context]]);
  const contextIn = (language: string | null | undefined): MailContext => {
    const lang = offeredLanguageOr(brand, language);
    let found = byLanguage.get(lang);
    if (!found) {
      const copyOfLanguage = loadLanguageCopy(
        config.rootDir,
        brand.dir,
        lang,
        brand.defaultLanguage,
      );
      found = { ...context, copy: copyOfLanguage, language: lang };
      byLanguage.set(lang, found);
    }
    return found;
  };
  return {
    context,
    verification: (args) => verificationMail(contextIn(args.language), args),
    passwordReset: (args) => passwordResetMail(contextIn(args.language), args),
    subdomainReminder: (args) => subdomainReminderMail(contextIn(args.language), args),
    operatorInvitation: (args) => operatorInvitationMail(contextIn(args.language), args),
  };
}
