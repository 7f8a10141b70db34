import { describe, expect, it } from 'vitest';
import { calloutPlace } from './callout-place';

const callout = { width: 300, height: 150 };
const wide = { width: 1280, height: 800, barBottom: 70 };
const at = (top: number, left: number, height = 60, width = 60) => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe('the guide callout', () => {
  it('stands above its target when there is room under the bar', () => {
    expect(calloutPlace(at(400, 100), callout, wide)).toEqual({ top: 238, left: 100 });
  });

  it('goes below a target near the bar rather than over the bar', () => {
    // Above would start at 88, over a bar that ends at 120.
    const place = calloutPlace(at(250, 100), callout, { ...wide, barBottom: 120 });
    expect(place).toEqual({ top: 322, left: 100 });
  });

  it('stands beside the target when neither above nor below fits (200% zoom)', () => {
    const zoomed = { width: 640, height: 400, barBottom: 64 };
    const place = calloutPlace(at(180, 40, 80, 260), callout, zoomed);
    expect(place.left).toBe(40 + 260 + 12);
    expect(place.top).toBeGreaterThanOrEqual(64 + 8);
    expect(place.top + callout.height).toBeLessThanOrEqual(400 - 8);
  });

  it('keeps inside the window sideways', () => {
    expect(calloutPlace(at(400, 1200), callout, wide).left).toBe(1280 - 300 - 8);
  });

  it('with the bar scrolled away, uses the window top', () => {
    expect(calloutPlace(at(170, 100), callout, { ...wide, barBottom: -40 }).top).toBe(8);
  });
});
