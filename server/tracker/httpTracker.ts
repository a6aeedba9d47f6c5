import type { Lead, Tracker } from './tracker';

const TIMEOUT_MS = 5000;

/** Posts each lead as JSON to TRACKER_URL, with TRACKER_API_KEY as a bearer token when set. */
export function httpTracker(url: string, apiKey: string | undefined): Tracker {
  return {
    kind: 'http',
    async recordLead(lead: Lead) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ event: 'lead', ...lead }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new Error(`tracker answered ${response.status} ${response.statusText}`);
      }
    },
  };
}
