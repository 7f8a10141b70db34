/** Whether a control can be seen and used where it is: inside the window and not covered. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Why the control at its place is out of reach, or null when it is in reach. */
async function outOfReach(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const view = element.ownerDocument.defaultView!;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'it has no size';
    if (box.left < -0.5 || box.top < -0.5)
      return `it starts outside the window (${box.left},${box.top})`;
    if (box.right > view.innerWidth + 0.5 || box.bottom > view.innerHeight + 0.5) {
      return `it ends outside the ${view.innerWidth}x${view.innerHeight} window (${box.right},${box.bottom})`;
    }
    const hit = element.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    if (!hit || !(element === hit || element.contains(hit))) {
      return `it is covered by ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`;
    }
    return null;
  });
}

/** The control is inside the window as it stands (no scrolling), and nothing covers it. */
export async function expectInWindow(locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  expect(await outOfReach(locator), `${what} in the window`).toBeNull();
}

/** Scrolled to (as a keyboard's Tab would), the control is inside the window and uncovered. */
export async function expectReachable(locator: Locator, what: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  expect(await outOfReach(locator), `${what} once scrolled to`).toBeNull();
}

/** The window sizes a player uses: a small window, and 200% zoom of a 1280x800 one. */
export const SMALL_SIZES = [
  { name: '800x600', width: 800, height: 600 },
  // 200% zoom of a 1280x800 window: the page gets half the CSS pixels.
  { name: 'zoom200', width: 640, height: 400 },
] as const;

/** Sets the window to this size and saves a picture of it under e2e/screenshots/. */
export async function pictureAt(
  page: Page,
  size: { name: string; width: number; height: number },
  what: string,
): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.screenshot({
    path: `e2e/screenshots/size-${what}-${size.name}.png`,
    animations: 'disabled',
  });
}
