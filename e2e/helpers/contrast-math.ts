/**
 * Text contrast worked out from a screenshot's pixels (WCAG 2.x formulas): the background under
 * a text box is the colour most of its pixels share, the text is its computed colour laid over
 * that background. Pure arithmetic, so it is unit-tested without a browser.
 */

/** A colour as red, green, blue (0-255). */
export type Rgb = readonly [number, number, number];

/** A text's computed colour with its alpha (0-1), as getComputedStyle gives it. */
export type Rgba = readonly [number, number, number, number];

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour with this alpha laid over an opaque background. */
export function over([r, g, b, alpha]: Rgba, background: Rgb): Rgb {
  const mix = (fg: number, bg: number) => Math.round(fg * alpha + bg * (1 - alpha));
  return [mix(r, background[0]), mix(g, background[1]), mix(b, background[2])];
}

/** Large text (WCAG): at least 24px, or at least 18.66px (14pt) and bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The contrast WCAG AA asks of text this size: 3:1 for large text, 4.5:1 otherwise. */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * The colour most of these pixels share (RGB triplets, flat), ignoring those close to `text`:
 * pixels are grouped in 8-level bins per channel, and the fullest bin's mean is the answer. In a
 * small box the glyphs' soft edges (mixes of text and background) can outnumber the background:
 * a well-filled bin that the fullest one lies between, seen from the text, is the background.
 * Null when every pixel is close to the text.
 */
export function dominantColour(pixels: ArrayLike<number>, text: Rgb): Rgb | null {
  const bins = new Map<number, { count: number; sum: [number, number, number] }>();
  for (let i = 0; i + 2 < pixels.length; i += 3) {
    const pixel: Rgb = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    if (distance(pixel, text) < 24) continue;
    const key = ((pixel[0] >> 3) << 10) | ((pixel[1] >> 3) << 5) | (pixel[2] >> 3);
    const bin = bins.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bin.count++;
    bin.sum[0] += pixel[0];
    bin.sum[1] += pixel[1];
    bin.sum[2] += pixel[2];
    bins.set(key, bin);
  }
  const means = [...bins.values()]
    .sort((a, b) => b.count - a.count)
    .map(({ count, sum }): { count: number; colour: Rgb } => ({
      count,
      colour: [Math.round(sum[0] / count), Math.round(sum[1] / count), Math.round(sum[2] / count)],
    }));
  const fullest = means[0];
  if (!fullest) return null;
  const beyond = means.find(
    ({ count, colour }) =>
      count >= fullest.count * 0.25 &&
      distance(text, colour) > distance(text, fullest.colour) + 24 &&
      distance(text, fullest.colour) + distance(fullest.colour, colour) <=
        distance(text, colour) * 1.08,
  );
  return (beyond ?? fullest).colour;
}

/** One text box as the page drew it. */
export interface SampledText {
  /** The computed colour, its alpha already multiplied by the ancestors' opacity. */
  color: Rgba;
  fontSizePx: number;
  fontWeight: number;
  /** The screenshot's pixels under the box, RGB triplets. */
  pixels: ArrayLike<number>;
}

export interface TextContrast {
  ratio: number;
  required: number;
  background: Rgb;
  text: Rgb;
}

/** The contrast of one text box against the background its pixels show. */
export function measureText(sample: SampledText): TextContrast {
  const opaque: Rgb = [sample.color[0], sample.color[1], sample.color[2]];
  const background = dominantColour(sample.pixels, opaque) ?? opaque;
  const text = over(sample.color, background);
  return {
    ratio: contrastRatio(text, background),
    required: requiredRatio(sample.fontSizePx, sample.fontWeight),
    background,
    text,
  };
}
