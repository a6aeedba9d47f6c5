import type { TFunction } from 'i18next';

/** The words of ALTCHA's widget a proof-of-work check shows, each under botCheck.altcha.<name>. */
const WORDS = [
  'ariaLinkLabel',
  'error',
  'expired',
  'label',
  'loading',
  'reload',
  'verificationRequired',
  'verified',
  'verify',
  'verifying',
  'waitAlert',
] as const;

export type AltchaStrings = Record<(typeof WORDS)[number] | 'footer', string>;

/**
 * ALTCHA's strings in the page's language, from the app's copy. The footer is HTML to ALTCHA: the
 * link is built as an element, so the translated label reaches it escaped.
 */
export function altchaStrings(t: TFunction): AltchaStrings {
  const words = Object.fromEntries(WORDS.map((word) => [word, t(`botCheck.altcha.${word}`)]));
  const link = document.createElement('a');
  link.href = 'https://altcha.org/';
  link.target = '_blank';
  link.rel = 'noopener';
  link.tabIndex = -1;
  link.setAttribute('aria-label', words.ariaLinkLabel!);
  link.textContent = 'ALTCHA';
  return {
    ...(words as Omit<AltchaStrings, 'footer'>),
    footer: t('botCheck.altcha.footer', { altcha: link.outerHTML }),
  };
}
