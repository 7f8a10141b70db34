import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  dominantColour,
  luminance,
  measureText,
  over,
  requiredRatio,
  type Rgb,
} from './contrast-math';

/** A box of `count` pixels of one colour, flat RGB. */
const fill = (colour: Rgb, count: number): number[] =>
  Array.from({ length: count }, () => [...colour]).flat();

describe('contrast arithmetic', () => {
  it('follows the WCAG formulas', () => {
    expect(luminance([255, 255, 255])).toBeCloseTo(1, 6);
    expect(luminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 6);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });

  it('lays a translucent colour over its background', () => {
    expect(over([0, 0, 0, 0.5], [255, 255, 255])).toEqual([128, 128, 128]);
    expect(over([10, 20, 30, 1], [255, 255, 255])).toEqual([10, 20, 30]);
  });

  it('asks 3:1 of large text and 4.5:1 of the rest', () => {
    expect(requiredRatio(16, 400)).toBe(4.5);
    expect(requiredRatio(24, 400)).toBe(3);
    expect(requiredRatio(19, 700)).toBe(3);
    expect(requiredRatio(19, 600)).toBe(4.5);
  });

  it('finds the background most pixels share, not the text', () => {
    const cream: Rgb = [240, 232, 210];
    const ink: Rgb = [30, 30, 30];
    // The text covers more pixels than any single background shade here, but is left out.
    const pixels = [...fill(ink, 60), ...fill(cream, 40), ...fill([200, 0, 0], 10)];
    expect(dominantColour(pixels, ink)).toEqual(cream);
    expect(dominantColour(fill(ink, 5), ink)).toBeNull();
  });

  it('sees past the soft edges of glyphs that crowd a small box', () => {
    const gold: Rgb = [245, 192, 48];
    const ink: Rgb = [42, 29, 0];
    // Half text, half background: the edge shade outnumbers the gold, but lies between them.
    const edge: Rgb = [140, 110, 24];
    const pixels = [...fill(ink, 40), ...fill(edge, 35), ...fill(gold, 25)];
    expect(dominantColour(pixels, ink)).toEqual(gold);
    // A second background that is not beyond the shade from the text stays second.
    const green: Rgb = [20, 120, 60];
    expect(dominantColour([...fill(gold, 35), ...fill(green, 25)], ink)).toEqual(gold);
  });

  it('fails cream on cream and passes dark on cream', () => {
    const cream: Rgb = [241, 232, 210];
    const creamText = measureText({
      color: [251, 231, 192, 1],
      fontSizePx: 16,
      fontWeight: 400,
      pixels: [...fill(cream, 80), ...fill([251, 231, 192], 20)],
    });
    expect(creamText.ratio).toBeLessThan(creamText.required);
    const darkText = measureText({
      color: [31, 39, 33, 1],
      fontSizePx: 16,
      fontWeight: 400,
      pixels: [...fill(cream, 80), ...fill([31, 39, 33], 20)],
    });
    expect(darkText.ratio).toBeGreaterThan(darkText.required);
    expect(darkText.background).toEqual(cream);
  });

  it('counts a faded text as faded', () => {
    const white: Rgb = [255, 255, 255];
    const faded = measureText({
      color: [0, 0, 0, 0.3],
      fontSizePx: 16,
      fontWeight: 400,
      pixels: fill(white, 50),
    });
    // Black at 30% over white is a mid grey (#b3b3b3): about 2.1:1, not 21:1.
    expect(faded.ratio).toBeCloseTo(2.1, 1);
  });
});
