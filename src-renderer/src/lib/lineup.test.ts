import { describe, expect, it } from 'vitest';
import { Lineup } from './lineup.svelte';

const names: Record<string, string> = { greedy: 'Milo', cautious: 'Hazel' };

function lineup(max: number | null, keep = 0, playerName = 'Ana'): Lineup {
  return new Lineup({
    botName: (id) => names[id] ?? null,
    maxSeats: () => max,
    keep,
    playerName: () => playerName,
  });
}

const shown = (seats: Lineup) => seats.seats.map((s) => s.name);

describe('a lineup', () => {
  it('seats the player under their own name and bots under theirs, without numbers', () => {
    const seats = lineup(6);
    seats.add(null);
    seats.add('greedy');
    seats.add('greedy');
    seats.add(null);
    seats.add('greedy');
    expect(shown(seats)).toEqual(['Ana', 'Milo', 'Milo II', 'Player 4', 'Milo III']);
  });

  it('switches the name with the seat’s kind, and gives a person back their name', () => {
    const seats = lineup(4);
    seats.add(null);
    seats.add(null);
    const second = seats.seats[1]!;
    second.name = 'Ben';
    seats.setKind(second.key, 'greedy');
    expect(second.name).toBe('Milo');
    seats.setKind(second.key, 'cautious');
    expect(second.name).toBe('Hazel');
    seats.setKind(second.key, null);
    expect(second.name).toBe('Ben');
    // The player's own seat turned into a bot and back is theirs again.
    const first = seats.seats[0]!;
    seats.setKind(first.key, 'greedy');
    expect(shown(seats)).toEqual(['Milo', 'Ben']);
    seats.setKind(first.key, null);
    expect(shown(seats)).toEqual(['Ana', 'Ben']);
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
    expect(seats.all()).toEqual([{ name: 'Milo', bot: 'greedy' }]);
  });
});
