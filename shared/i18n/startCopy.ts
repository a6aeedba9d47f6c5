/**
 * The default English copy a page holds from its first paint: the keys of the shell (app, header,
 * not-found and expired-link screens), the sign-up and sign-in screens and their forms, and every
 * message the server may send (errors, validation). The rest (the wizard's steps and widgets, the
 * loaders, the Studio, the tenant app) is a chunk of its own that loads before the first screen
 * that needs it (src/i18n): /signup does without about a fifth of its copy's bytes.
 */
const START_COPY_PREFIXES = [
  'app.',
  'auth.',
  'dropdown.',
  'errors.',
  'header.',
  'linkExpired.',
  'number.',
  'phone.',
  'subdomain.',
  'testimonials.',
  'validation.',
];

export function isStartCopyKey(key: string): boolean {
  return START_COPY_PREFIXES.some((prefix) => key.startsWith(prefix));
}
