/** The dice generators a new game may use, as the setups offer them. */
import type { GeneratorKind } from '../../../src-shared/farkle';

export const GENERATORS: ReadonlyArray<{ id: GeneratorKind; label: string; help: string }> = [
  {
    id: 'xoroshiro128plus',
    label: 'xoroshiro128+ (standard)',
    help: 'A modern generator with no bias: the default for every table.',
  },
  {
    id: 'ece209',
    label: 'ECE 209 xorshift (course)',
    help: 'The course generator: the same seed rolls the same dice as the ECE 209 appendix.',
  },
  {
    id: 'java',
    label: 'java.util.Random (course)',
    help: 'Java’s generator, as CS 3793’s Farkle.java uses it: each die is nextInt(6) + 1.',
  },
];
