import { describe, expect, it } from 'vitest';
import { preset } from './presets';
import { seatSolveCost } from './seatcost';

const atSeats = (id: 'csc276' | 'minimal', target: number) => ({
  ...preset(id).rules,
  target,
  minSeats: 1,
  maxSeats: 4,
});
const perLayer = (cost: { cpuSeconds: number; turnLayers: number }) =>
  cost.cpuSeconds / cost.turnLayers;

describe('what an exact n-seat solve costs on paper', () => {
  it('counts a final round cheaper per layer, as its chains share most of them', () => {
    const final = seatSolveCost(atSeats('csc276', 10_000), 3);
    const plain = seatSolveCost(atSeats('minimal', 10_000), 3);
    expect(final.turnLayers).toBeGreaterThan(plain.turnLayers);
    expect(perLayer(final)).toBeLessThan(perLayer(plain));
    const four = seatSolveCost(atSeats('csc276', 2_000), 4);
    expect(perLayer(four)).toBeLessThan(perLayer(seatSolveCost(atSeats('minimal', 2_000), 4)));
  });

  it('counts the full rate where hot dice must be rolled: nothing is reused', () => {
    const final = perLayer(seatSolveCost(atSeats('csc276', 2_000), 3));
    const mustRoll = { ...atSeats('csc276', 2_000), hotDice: 'must' as const };
    expect(perLayer(seatSolveCost(mustRoll, 3))).toBeGreaterThan(final);
  });
});
