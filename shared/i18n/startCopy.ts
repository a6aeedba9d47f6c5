/**
 * The default English copy a page holds from its first paint: the keys of the shell (app, header,
 * landing, not-found and expired-link screens), the two first screens (sign-up and login) and
 * their forms' messages, and every error the server may send. The rest (the recovery screens, the
 * wizard's steps, widgets and messages, the loaders, the Studio, the tenant app) is a chunk of its
 * own that loads before the first screen that needs it (src/i18n): /signup does without over half
 * of its copy's bytes.
 */
const START_COPY_PREFIXES = [
  'app.',
  'auth.landing.',
  'auth.login.',
  'auth.signup.',
  'dropdown.',
  'errors.',
  'header.',
  'linkExpired.',
  'number.',
  'phone.',
  'subdomain.',
  'testimonials.',
  'validation.login.',
  'validation.password.',
  'validation.phone.',
  'validation.signup.',
  'validation.subdomain.',
];

export function isStartCopyKey(key: string): boolean {
  return START_COPY_PREFIXES.some((prefix) => key.startsWith(prefix));
}
