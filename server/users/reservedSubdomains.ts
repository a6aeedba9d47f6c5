/**
 * Subdomains no tenant may take: names of the platform's own hosts, protocols, mail and DNS
 * conventions, and words that would let a tenant impersonate the operator.
 */
const NAMES = `
about abuse account accounts admin administrator ads affiliate affiliates ai alpha analytics
android api app apps assets auth autoconfig autodiscover backup beta billing blog blogs bot bots
cache calendar careers cdn central checkout chat ci client cloud cms community config connect
console contact cpanel css dashboard data db demo dev developer developers dns dns1 dns2 docs
domain download downloads email events feedback files forum forums ftp git graphql help helpdesk
home host hostmaster images img imap info internal invoice ios jobs js kb knowledgebase lab labs
legal localhost log login logout logs mail mailer manage marketing media mobile monitor mx my
news newsletter noc no-reply noreply ns ns1 ns2 ns3 oauth office onboarding onramp order orders
panel partner partners password pay payment payments pop pop3 portal postmaster preview pricing
privacy prod production proxy public register remote reset root rss sandbox search secure
security server service services settings shop signin signup sip sitemap smtp socket sso staff
stage staging static stats status store support sysadmin system team terms test testing tenant
tenants tracker upload uploads user users vpn web webmail webmaster webhook webhooks wiki ws www
www1 www2
`;

export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set(NAMES.trim().split(/\s+/));

export function isReservedSubdomain(name: string): boolean {
  return RESERVED_SUBDOMAINS.has(name.toLowerCase());
}
