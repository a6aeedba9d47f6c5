/** The tenant app's API (/api/tenant), as the server answers it and the tenant app reads it. */

import type { BrandColors } from './index';

/** GET /context: what the tenant's page shows before anyone signs in. */
export interface TenantContext {
  name: string;
  subdomain: string;
  logoUrl: string | null;
  palette: string[];
  brand: {
    id: string;
    name: string;
    logo: string;
    favicon: string;
    colors: BrandColors;
    /** Every language the brand offers, its default first. */
    locales: string[];
    defaultLanguage: string;
  };
  /** The language the tenant's owner keeps (users.language), or null. */
  language: string | null;
  loginUrl: string;
}

/** The languages of a brand, as a host with no workspace still names them in its 404's data. */
export type TenantBrandLanguages = Pick<
  TenantContext['brand'],
  'id' | 'locales' | 'defaultLanguage'
>;

/** GET /workspace: the built workspace a signed-in member sees. */
export interface Workspace {
  name: string;
  subdomain: string;
  plan: { planId?: string; price?: number; type?: string } | null;
  planName: string | null;
  logoUrl: string | null;
  palette: string[];
  /** ISO 8601. */
  createdAt: string;
  stages: { name: string; duration: number }[];
  campaign: { subject: string; preheader: string; html: string; generator: string } | null;
  knowledge: { qaPairs: number; documents: number };
}

/** POST /bot/ask: the helpdesk bot's answer. */
export interface BotAnswer {
  answered: boolean;
  answer: string | null;
  source: { kind: 'qa' | 'knowledge_base'; title: string; url: string | null } | null;
}
