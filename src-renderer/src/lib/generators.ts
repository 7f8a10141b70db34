/** The dice generators a new game may use, as the setups offer them. */
import type { GeneratorKind } from '../../../src-shared/farkle';

export const GENERATORS: ReadonlyArray<{ id: GeneratorKind; label: string; help: string }> = [
  {
    id: 'xoroshiro128plus',
    label: 'Standard dice',
    help: 'Fair dice with no bias: the default for every table (the xoroshiro128+ generator, under Fair dice).',
  },
  {
    id: 'ece209',
    label: 'ECE 209 course dice',
    help: 'The course generator: the same seed rolls the same dice as the ECE 209 appendix.',
  },
  {
    id: 'java',
    label: 'CS 3793 course dice (Java)',
    help: 'Java’s generator, as CS 3793’s Farkle.java uses it: each die is nextInt(6) + 1.',
  },
];
