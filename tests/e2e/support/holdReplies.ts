import type { Page } from '@playwright/test';

/**
 * Holds every request to an API path (a loader's polls) until the returned release() is called,
 * so a test can look at a loader the server would otherwise move past at once.
 */
export async function holdReplies(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
