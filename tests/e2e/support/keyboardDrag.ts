import type { Page } from '@playwright/test';

/**
 * Waits until a dnd-kit keyboard drag that was just picked up listens for the arrow keys: the
 * sensor adds that listener from a timer it sets on pick-up, so a timer set now fires after it.
 * An arrow pressed before would be lost.
 */
export async function untilKeyboardDragListens(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
