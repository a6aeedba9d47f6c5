/** Deliberately loose (one @, a dot in the domain, no spaces); the mail sent is the real check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Addresses are matched case-insensitively and stored in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
