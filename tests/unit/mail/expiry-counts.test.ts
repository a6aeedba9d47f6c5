import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLanguageCopy } from '../../../server/config/brand/copy';
import type { MailContext } from '../../../server/mail/templates/context';
import { passwordResetMail } from '../../../server/mail/templates/passwordResetMail';
import { verificationMail } from '../../../server/mail/templates/verificationMail';

const root = process.cwd();

function contextIn(language: string): MailContext {
  return {
    copy: loadLanguageCopy(root, join(root, 'brands/default'), language, 'en'),
    language,
    style: {
      from: 'Onramp <no-reply@onramp.test>',
      primaryColor: '#3346d3',
      primaryTextColor: '#fff',
    },
    brandName: 'Onramp',
    companyDomain: 'onramp.test',
    publicUrl: 'https://onramp.test',
    tenantDomainSuffix: '.onramp.test',
  };
}

const verificationExpiry = (language: string, hours: number) =>
  verificationMail(contextIn(language), {
    to: 'owner@example.com',
    firstName: 'Layla',
    token: 'token',
    ttlSeconds: hours * 3600,
  }).text;

const resetExpiry = (language: string, minutes: number) =>
  passwordResetMail(contextIn(language), {
    to: 'owner@example.com',
    firstName: 'Layla',
    tenant: 'acme',
    token: 'token',
    ttlSeconds: minutes * 60,
  }).text;

/** How long a mail's link lasts is counted in the noun form the language's grammar asks for. */
describe('the mails’ link lifetimes in Arabic', () => {
  it('name one, two, a few and many hours as Arabic counts them', () => {
    expect(verificationExpiry('ar', 1)).toContain('تنتهي صلاحية هذا الرابط خلال ساعة واحدة.');
    expect(verificationExpiry('ar', 2)).toContain('تنتهي صلاحية هذا الرابط خلال ساعتين.');
    expect(verificationExpiry('ar', 3)).toContain('تنتهي صلاحية هذا الرابط خلال 3 ساعات.');
    expect(verificationExpiry('ar', 48)).toContain('تنتهي صلاحية هذا الرابط خلال 48 ساعة.');
  });

  it('name one, two, a few and many minutes as Arabic counts them', () => {
    expect(resetExpiry('ar', 1)).toContain('خلال دقيقة واحدة،');
    expect(resetExpiry('ar', 2)).toContain('خلال دقيقتين،');
    expect(resetExpiry('ar', 5)).toContain('خلال 5 دقائق،');
    expect(resetExpiry('ar', 60)).toContain('خلال 60 دقيقة،');
  });

  it('leave a language without plural forms of the key with its one sentence', () => {
    expect(verificationExpiry('en', 48)).toContain('This link expires in 48 hours.');
  });
});

describe('the mails’ link lifetimes of one unit', () => {
  it('say one hour, not one hours, in English, German and Spanish', () => {
    expect(verificationExpiry('en', 1)).toContain('This link expires in 1 hour.');
    expect(verificationExpiry('de', 1)).toContain('Dieser Link läuft in 1 Stunde ab.');
    expect(verificationExpiry('es', 1)).toContain('Este enlace expira en 1 hora.');
  });

  it('say one minute, not one minutes, in English, German and Spanish', () => {
    expect(resetExpiry('en', 1)).toContain('This link expires in 1 minute and works once.');
    expect(resetExpiry('de', 1)).toContain('Dieser Link ist 1 Minute lang gültig');
    expect(resetExpiry('es', 1)).toContain('Este enlace expira en 1 minuto y');
  });
});
