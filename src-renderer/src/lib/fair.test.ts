import { describe, expect, it } from 'vitest';
import { commitmentOf, fairFaces, seedWords, shortCommitment } from './fair';

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

  it('deals the faces the engine deals from a seed and a player seed', async () => {
    // printf 'abc:0' | openssl dgst -sha256 -hmac 123 -> 3e a4 6a d0 c8 c0 ...
    expect(await fairFaces(123, 'abc', 6)).toEqual([3, 3, 5, 5, 3, 1]);
  });

  it('names a sealed seed without a number, and a shown one both ways', () => {
    expect(seedWords({ seed: null })).toBe('seed sealed');
    expect(seedWords({ seed: 333 })).toBe('seed 333 (0x14d)');
    expect(shortCommitment('e4aba379731107c9f5')).toBe('e4aba3797311…');
  });
});
