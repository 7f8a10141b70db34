import { describe, expect, it } from 'vitest';
import { Lineup } from './lineup.svelte';

const names: Record<string, string> = { greedy: 'Greedy', cautious: 'Cautious' };

function lineup(max: number | null, keep = 0): Lineup {
  return new Lineup({ botName: (id) => names[id] ?? null, maxSeats: () => max, keep });
}

describe('a lineup', () => {
  it('names seats by kind and place, and a default name follows a change of kind', () => {
    const seats = lineup(4);
    seats.add(null);
    seats.add('greedy');
    expect(seats.seats.map((s) => s.name)).toEqual(['Player 1', 'Greedy 2']);
    seats.setKind(seats.seats[1]!.key, 'cautious');
    expect(seats.seats[1]!.name).toBe('Cautious 2');
    seats.seats[1]!.name = 'Bea';
    seats.setKind(seats.seats[1]!.key, null);
    expect(seats.seats[1]!.name).toBe('Bea');
  });

  it('adds no seat beyond the rules’ limit and removes none below what it keeps', () => {
    const seats = lineup(2, 1);
    seats.add(null);
    seats.add(null);
    seats.add(null);
    expect(seats.seats).toHaveLength(2);
    seats.remove(seats.seats[0]!.key);
    seats.remove(seats.seats[0]!.key);
    expect(seats.seats).toHaveLength(1);
  });

  it('sends an emptied name as the default one', () => {
    const seats = lineup(null);
    seats.add('greedy');
    seats.seats[0]!.name = '  ';
    expect(seats.all()).toEqual([{ name: 'Greedy 1', bot: 'greedy' }]);
  });
});
