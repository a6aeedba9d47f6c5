/**
 * The default English copy a page holds from its first paint: the keys of the shell (app, header,
 * landing, not-found and expired-link screens), the two first screens (sign-up and login), their
 * forms' messages and their bot check's words. The rest (the recovery screens, the wizard's steps, widgets and messages,
 * the loaders, the Studio, the tenant app, the server's errors) is a chunk of its own that loads
 * before the first screen that needs it (src/i18n): /signup does without over half of its copy's
 * bytes. An error reply brings its words (msg) along, shown until its copy is here
 * (src/api/errors.ts); the errors a first screen may show at a field come without, so they are
 * part of the start.
 */
const START_COPY_PREFIXES = [
  'app.',
  'auth.landing.',
  'auth.login.',
  'auth.signup.',
  'botCheck.',
  'dropdown.',
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

/** Field problems the first screens' forms may be sent (server/http, server/auth/routes/signupInput). */
const START_COPY_KEYS = new Set([
  'errors.domainRequired',
  'errors.nestsTooDeep',
  'errors.signupFormDataTooLarge',
  'errors.subdomainRule',
  'errors.tooManyProperties',
  'errors.unsafePropertyName',
  'errors.unsafeText',
]);

export function isStartCopyKey(key: string): boolean {
  return START_COPY_KEYS.has(key) || START_COPY_PREFIXES.some((prefix) => key.startsWith(prefix));
}
