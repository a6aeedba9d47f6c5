import { randomInt } from 'node:crypto';
import { isReservedSubdomain } from './reservedSubdomains';
import { isValidSubdomain, normalizeSubdomain } from './subdomain';
import type { UsersRepository } from './usersRepository';

const SUFFIXES = ['app', 'hq', 'team', 'co', 'online', 'studio', 'group'];
const MAX_SUGGESTIONS = 5;

function fit(base: string, suffix: string): string {
  const room = 63 - suffix.length;
  return `${base.slice(0, room).replace(/-+$/, '')}${suffix}`;
}

/** Candidates in order of preference: the name with a word, then with numbers. */
function candidates(name: string, company: string | undefined): string[] {
  const base = normalizeSubdomain(name).replace(/[^a-z0-9-]/g, '') || 'workspace';
  const companyLabel = normalizeSubdomain(company ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const list: string[] = [];
  if (companyLabel && companyLabel !== base) list.push(fit(companyLabel, ''));
  for (const suffix of SUFFIXES) list.push(fit(base, `-${suffix}`));
  for (let i = 0; i < 6; i++) list.push(fit(base, String(randomInt(10, 1000))));
  return [...new Set(list)].filter((c) => isValidSubdomain(c) && !isReservedSubdomain(c));
}

/** Up to five alternatives to a taken name that are valid, not reserved, and free right now. */
export async function suggestSubdomains(
  users: Pick<UsersRepository, 'takenSubdomains'>,
  name: string,
  company?: string,
): Promise<string[]> {
  const options = candidates(name, company);
  if (options.length === 0) return [];
  const takenNames = await users.takenSubdomains(options);
  return options.filter((option) => !takenNames.has(option)).slice(0, MAX_SUGGESTIONS);
}
