/** Where the lead's request came from, from an offline database; empty when unknown. */
export interface LeadLocation {
  city: string | null;
  region: string | null;
  country: string | null;
}

/** What the marketing tracker is told when someone signs up. */
export interface Lead {
  leadType: 'signup portal';
  tags: string[];
  identify: {
    email: string;
    userId: string;
    fullName: string;
    company: string;
    phone: string;
  };
  location: LeadLocation;
}

/** The marketing tracker: the embedded events table, or a real tracker over HTTP. */
export interface Tracker {
  readonly kind: 'embedded' | 'http';
  recordLead(lead: Lead): Promise<void>;
}

export function newSignupLead(identify: Lead['identify'], location: LeadLocation): Lead {
  return { leadType: 'signup portal', tags: ['new_signup'], identify, location };
}
