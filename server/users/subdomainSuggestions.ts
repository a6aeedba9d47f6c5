import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isReservedSubdomain } from './reservedSubdomains';
import { isValidSubdomain, normalizeSubdomain } from './subdomain';

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
  db: Kysely<DB>,
  name: string,
  company?: string,
): Promise<string[]> {
  const options = candidates(name, company);
  if (options.length === 0) return [];
  const taken = await db
    .selectFrom('users')
    .select(sql<string>`lower(sub_domain)`.as('name'))
    .where(sql<string>`lower(sub_domain)`, 'in', options)
    .execute();
  const takenNames = new Set(taken.map((row) => row.name));
  return options.filter((option) => !takenNames.has(option)).slice(0, MAX_SUGGESTIONS);
}
