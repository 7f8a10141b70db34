/** Where the guide's callout stands beside the thing it points at, in window pixels. */

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The gap between the callout and its target, and between the callout and the window's edges. */
const GAP = 12;
const EDGE = 8;

/**
 * Above the target where it fits (the felt over the dice is empty), else below it, else beside
 * it; never over the screen's bar (`barBottom`: its lower edge, where it is in view), so the
 * rules and players it names stay readable in a small window or at 200%.
 */
export function calloutPlace(
  target: Box,
  callout: { width: number; height: number },
  viewport: { width: number; height: number; barBottom: number },
): { top: number; left: number } {
  const floor = Math.max(EDGE, viewport.barBottom + EDGE);
  const ceiling = viewport.height - EDGE;
  const alongside = Math.min(Math.max(EDGE, target.left), viewport.width - callout.width - EDGE);
  const above = target.top - GAP - callout.height;
  if (above >= floor) return { top: above, left: alongside };
  const below = target.bottom + GAP;
  if (below + callout.height <= ceiling) return { top: below, left: alongside };
  const top = Math.max(floor, Math.min(target.top, ceiling - callout.height));
  if (target.right + GAP + callout.width <= viewport.width - EDGE) {
    return { top, left: target.right + GAP };
  }
  if (target.left - GAP - callout.width >= EDGE) {
    return { top, left: target.left - GAP - callout.width };
  }
  // No room on any side: under the bar, as low as the window lets it stand.
  return { top: Math.max(floor, Math.min(below, ceiling - callout.height)), left: alongside };
}
