/// <reference lib="dom" />
// (The DOM types: half of this file runs in the page, through page.evaluate.)
/**
 * Text contrast measured on the page's pixels: every visible text box in the window, its
 * computed colour against the screenshot under it (see contrast-math), decoded here (pngjs: a
 * tenth of the time the page took to decode it and send its pixels back).
 */
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { measureText, type Rgba } from './contrast-math';

/** A text box the page shows, with what the sampler needs to judge it. */
interface TextBox {
  /** The text, shortened, and where it sits (for the failure message). */
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgba;
  fontSizePx: number;
  fontWeight: number;
}

/** Each text line in the window (text nodes and filled-in fields), skipping what is covered. */
function textBoxesInPage(): { boxes: TextBox[]; windowWidth: number } {
  const boxes: TextBox[] = [];
  const rgba = (css: string): Rgba => {
    const parts = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0,0,0,0')
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const opacity = (element: Element): number => {
    let product = 1;
    for (let el: Element | null = element; el; el = el.parentElement) {
      product *= Number(getComputedStyle(el).opacity);
    }
    return product;
  };
  const shows = (element: Element, rect: DOMRect): boolean => {
    if (rect.width < 3 || rect.height < 6) return false;
    if (rect.left < 0 || rect.top < 0) return false;
    if (rect.right > innerWidth || rect.bottom > innerHeight) return false;
    // Covered by something else (a popover, a dialog's backdrop): not this text's pixels.
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (element.contains(hit) || hit.contains(element));
  };
  // Inactive controls are exempt (WCAG 1.4.3), as is text only screen readers get.
  const exempt = (element: Element): boolean =>
    element.closest(
      ':disabled, [aria-disabled="true"], .sr-only, svg, option, script, style, noscript',
    ) !== null || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const add = (element: Element, rect: DOMRect, text: string): void => {
    if (!shows(element, rect)) return;
    const style = getComputedStyle(element);
    const color = rgba(style.color);
    const tag = element.tagName.toLowerCase();
    const testid = element.closest('[data-testid]')?.getAttribute('data-testid');
    boxes.push({
      label: `"${text.slice(0, 40)}" (${tag}${testid ? ` in ${testid}` : ''})`,
      x: Math.floor(rect.left),
      y: Math.floor(rect.top),
      width: Math.ceil(rect.width),
      height: Math.ceil(rect.height),
      color: [color[0], color[1], color[2], color[3] * opacity(element)],
      fontSizePx: parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight),
    });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const element = node.parentElement;
    if (!text || !element || exempt(element)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) add(element, rect, text);
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input[type="text"], input:not([type]), select',
  )) {
    const text = field instanceof HTMLSelectElement ? field.selectedOptions[0]?.text : field.value;
    if (!text || exempt(field)) continue;
    const style = getComputedStyle(field);
    const rect = field.getBoundingClientRect();
    const inset = (side: 'Left' | 'Top' | 'Right' | 'Bottom') =>
      parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
    add(
      field,
      new DOMRect(
        rect.left + inset('Left'),
        rect.top + inset('Top'),
        rect.width - inset('Left') - inset('Right'),
        rect.height - inset('Top') - inset('Bottom'),
      ),
      text,
    );
  }
  return { boxes, windowWidth: innerWidth };
}

/** The pixels under each box in a PNG screenshot, as RGB triplets. */
function pixelsUnder(png: Buffer, boxes: TextBox[], windowWidth: number): number[][] {
  const { data, width, height } = PNG.sync.read(png);
  // Screenshot pixels per CSS pixel (2 at a device scale factor of 2).
  const scale = width / windowWidth;
  return boxes.map((box) => {
    const left = Math.max(0, Math.round(box.x * scale));
    const top = Math.max(0, Math.round(box.y * scale));
    const right = Math.min(width, Math.round((box.x + box.width) * scale));
    const bottom = Math.min(height, Math.round((box.y + box.height) * scale));
    // At most about 800 pixels a box, spread over it: plenty to find the background.
    const step = Math.max(1, Math.floor(Math.sqrt(((right - left) * (bottom - top)) / 800)));
    const rgb: number[] = [];
    for (let y = top; y < bottom; y += step) {
      for (let x = left; x < right; x += step) {
        const at = (y * width + x) * 4;
        rgb.push(data[at]!, data[at + 1]!, data[at + 2]!);
      }
    }
    return rgb;
  });
}

/**
 * Lets the page settle before it is read: the finite CSS animations and transitions are run to
 * their end (their computed colours are otherwise caught half-way, unlike the screenshot's, which
 * Playwright finishes), the fonts are loaded and two frames are drawn; again until none is left.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = (): Animation[] =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let rounds = 0; rounds < 10; rounds++) {
      for (const animation of running()) animation.finish();
      await document.fonts.ready;
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      if (running().length === 0) return;
    }
  });
}

/** How many pictures a measurement takes, at most, waiting for the page to stop changing. */
const PICTURE_TRIES = 8;

/**
 * What failed in the window as it stands, one line each, for a readable assertion; with a path,
 * the screenshot measured is saved there too.
 */
export async function contrastFailuresInView(page: Page, path?: string): Promise<string[]> {
  // The page may still be changing (an answer landing, a button restyled): the boxes are read
  // again after the picture and, until both reads agree, the picture is taken again. A pair
  // that never agrees is an error, not a measurement (text boxes over another screen's pixels).
  await settle(page);
  let { boxes, windowWidth } = await page.evaluate(textBoxesInPage);
  let png: Buffer | null = null;
  for (let tries = 0; tries < PICTURE_TRIES && png === null; tries++) {
    const picture = await page.screenshot({ animations: 'disabled', caret: 'hide', path });
    await settle(page);
    const after = await page.evaluate(textBoxesInPage);
    if (JSON.stringify(after) === JSON.stringify({ boxes, windowWidth })) png = picture;
    else ({ boxes, windowWidth } = after);
  }
  if (png === null) {
    throw new Error(`the page kept changing over ${PICTURE_TRIES} pictures: nothing to measure`);
  }
  const pixels = pixelsUnder(png, boxes, windowWidth);
  const failures: string[] = [];
  boxes.forEach((box, i) => {
    const measured = measureText({ ...box, pixels: pixels[i]! });
    if (measured.ratio + 0.05 < measured.required) {
      failures.push(
        `${box.label} at ${box.x},${box.y}: ${measured.ratio.toFixed(2)}:1 < ${measured.required}:1 ` +
          `(text rgb(${measured.text.join(',')}) on rgb(${measured.background.join(',')}))`,
      );
    }
  });
  return failures;
}

/**
 * The contrast failures on the whole page: the window is scrolled down a screenful at a time
 * and checked at each stop, then put back at the top. The first stop's picture is saved at `path`.
 */
export async function contrastFailures(page: Page, path: string): Promise<string[]> {
  const failures = new Set<string>();
  const { height, scroll } = await page.evaluate(() => ({
    height: innerHeight,
    scroll: document.documentElement.scrollHeight,
  }));
  for (let top = 0; ; top += Math.floor(height * 0.8)) {
    // Two frames after the scroll: what follows its target in fixed place (the guide) catches up.
    await page.evaluate(async (y) => {
      window.scrollTo(0, y);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }, top);
    const picture = top === 0 ? path : undefined;
    for (const failure of await contrastFailuresInView(page, picture)) failures.add(failure);
    if (top + height >= scroll) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...failures];
}
