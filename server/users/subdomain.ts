export const DOMAIN_REQUIRED_MESSAGE = 'Please enter a domain name';
export const SUBDOMAIN_RULE_MESSAGE =
  'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.';

/** One DNS label: letters, digits and hyphens, starting and ending alphanumeric, 1 to 63 long. */
const SUBDOMAIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isValidSubdomain(name: string): boolean {
  return SUBDOMAIN_PATTERN.test(name);
}

/** Tenant names are host labels, so they are compared and stored in lower case. */
export function normalizeSubdomain(name: string): string {
  return name.trim().toLowerCase();
}

export function takenMessage(name: string): string {
  return `"${name}" is already taken. Try something else`;
}
