import { describe, expect, it } from 'vitest';
import { commitmentOf, seedWords, shortCommitment } from './fair';

describe('checking the dice', () => {
  it('hashes the text the README shows, as sha256sum does', async () => {
    // printf 'hotdice:xoroshiro128plus:123' | sha256sum
    expect(await commitmentOf('xoroshiro128plus', 123)).toBe(
      'e4aba379731107c9f505f3afcbda9b9ad757b7c01b8247f5a0217cb681751949',
    );
    // printf 'hotdice:ece209:333' | sha256sum
    expect(await commitmentOf('ece209', 333)).toBe(
      '03ff2ee2a2f53fcf4525aed351713634d5a8db4674860547929f4094d9208638',
    );
  });

  it('names a sealed seed without a number, and a shown one both ways', () => {
    expect(seedWords({ seed: null })).toBe('seed sealed');
    expect(seedWords({ seed: 333 })).toBe('seed 333 (0x14d)');
    expect(shortCommitment('e4aba379731107c9f5')).toBe('e4aba3797311…');
  });
});
