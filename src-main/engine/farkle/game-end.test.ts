import { describe, expect, it } from 'vitest';
import { bankTurn, errorOf, farkleTurn, findSeed, lastTurn, rulesOf, start } from './game.testkit';

describe('three farkles in a row', () => {
  const rules = rulesOf('minimal', { threeFarklePenalty: 500 });

  it('costs the penalty on the third, and again on the sixth', () => {
    let s = start(rules, 1, 42, 'xoroshiro128plus');
    s = farkleTurn(s);
    s = farkleTurn(s);
    expect(s.seats[0]).toEqual({ total: 0, onBoard: false, farkleStreak: 2 });
    expect(s.history.map((t) => t.penalty)).toEqual([false, false]);
    s = farkleTurn(s);
    expect(s.seats[0]).toEqual({ total: -500, onBoard: false, farkleStreak: 0 });
    expect(lastTurn(s)).toMatchObject({ outcome: 'farkle', penalty: true, points: -500 });
    expect(lastTurn(s).totalAfter).toBe(-500);
    for (let i = 0; i < 3; i++) s = farkleTurn(s);
    expect(s.seats[0]!.total).toBe(-1000);
    expect(s.history.map((t) => t.points)).toEqual([0, 0, -500, 0, 0, -500]);
  });

  it('a bank breaks the streak', () => {
    const { value } = findSeed((seed) => {
      let s = start(rules, 1, seed, 'xoroshiro128plus');
      s = farkleTurn(farkleTurn(s));
      s = bankTurn(s, 1);
      return lastTurn(s).outcome === 'bank' ? s : null;
    });
    let s = value;
    expect(s.seats[0]!.farkleStreak).toBe(0);
    const total = s.seats[0]!.total;
    s = farkleTurn(s);
    expect(s.seats[0]).toMatchObject({ total, farkleStreak: 1 });
    expect(s.history.every((t) => !t.penalty)).toBe(true);
  });

  it('costs nothing without a penalty rule', () => {
    let s = start(rulesOf('minimal'), 1, 42, 'xoroshiro128plus');
    for (let i = 0; i < 3; i++) s = farkleTurn(s);
    expect(s.seats[0]!.total).toBe(0);
    expect(s.history.every((t) => !t.penalty && t.points === 0)).toBe(true);
  });
});

describe('the end of the game', () => {
  it('without a final round, the first to the target wins at once', () => {
    const rules = rulesOf('minimal', { target: 300 });
    const { value: s } = findSeed((seed) => {
      const s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
      return lastTurn(s).outcome === 'bank' ? s : null;
    });
    expect(s.over).toBe(true);
    expect(s.winner).toBe(0);
    expect(s.finalRound).toBeNull();
    expect(s.turnsPlayed).toBe(1);
    expect(errorOf(s, { type: 'roll' }).code).toBe('game-over');
  });

  it('below the target the game goes on to the next seat', () => {
    const rules = rulesOf('minimal', { target: 300 });
    const { value: s } = findSeed((seed) => {
      const s = bankTurn(start(rules, 2, seed, 'xoroshiro128plus'), 1);
      const turn = lastTurn(s);
      return turn.outcome === 'bank' && turn.points < 300 ? s : null;
    });
    expect(s.over).toBe(false);
    expect(s.current).toBe(1);
  });

  describe('CSC 276 final round', () => {
    const rules = rulesOf('csc276', { target: 300 });

    it('every other player gets exactly one more turn; the trigger keeps the lead', () => {
      const { value } = findSeed((seed) => {
        const s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        return lastTurn(s).outcome === 'bank' ? s : null;
      });
      let s = value;
      const trigger = s.seats[0]!.total;
      expect(trigger).toBeGreaterThanOrEqual(300);
      expect(s.over).toBe(false);
      expect(s.finalRound).toEqual({ trigger: 0, remaining: [1, 2] });
      expect(s.current).toBe(1);
      s = farkleTurn(s);
      expect(s.over).toBe(false);
      expect(s.current).toBe(2);
      expect(s.finalRound).toEqual({ trigger: 0, remaining: [2] });
      s = farkleTurn(s);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(0);
      expect(s.history.map((t) => [t.seat, t.finalRound])).toEqual([
        [0, false],
        [1, true],
        [2, true],
      ]);
      expect(errorOf(s, { type: 'roll' }).code).toBe('game-over');
    });

    it('a higher total in the final round wins', () => {
      const { value: s } = findSeed((seed) => {
        let s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[0]!.total + 1);
        if (lastTurn(s).outcome !== 'bank') return null;
        return farkleTurn(s);
      });
      expect(s.seats[1]!.total).toBeGreaterThan(s.seats[0]!.total);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(1);
      expect(s.history).toHaveLength(3);
    });

    it('a tie goes to the player who reached the target first', () => {
      const { value: s } = findSeed((seed) => {
        let s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[0]!.total);
        if (s.seats[1]!.total !== s.seats[0]!.total) return null;
        return farkleTurn(s);
      });
      expect(s.seats[1]!.total).toBe(s.seats[0]!.total);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(0);
    });

    it('a tie between later players goes to the one who got there first', () => {
      const { value: s } = findSeed((seed) => {
        let s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[0]!.total + 1);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[1]!.total);
        return s.seats[2]!.total === s.seats[1]!.total ? s : null;
      });
      expect(s.over).toBe(true);
      expect(s.winner).toBe(1);
    });

    it('the final round wraps around the table from the trigger', () => {
      const { value } = findSeed((seed) => {
        let s = farkleTurn(start(rules, 3, seed, 'xoroshiro128plus'));
        s = bankTurn(s, 300);
        return lastTurn(s).outcome === 'bank' ? s : null;
      });
      let s = value;
      expect(s.finalRound).toEqual({ trigger: 1, remaining: [2, 0] });
      expect(s.current).toBe(2);
      s = farkleTurn(s);
      expect(s.current).toBe(0);
      expect(s.over).toBe(false);
      s = farkleTurn(s);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(1);
      expect(s.history.map((t) => t.seat)).toEqual([0, 1, 2, 0]);
    });

    it('a one-seat game with a final round ends when the target is reached', () => {
      const solo = rulesOf('csc276', { target: 300, minSeats: 1 });
      const { value: s } = findSeed((seed) => {
        const s = bankTurn(start(solo, 1, seed, 'xoroshiro128plus'), 300);
        return lastTurn(s).outcome === 'bank' ? s : null;
      });
      expect(s.over).toBe(true);
      expect(s.winner).toBe(0);
    });
  });

  it('Lab 4 solitaire ends after its turn limit', () => {
    let s = start(rulesOf('lab4'), 1, 7, 'xoroshiro128plus');
    for (let turn = 1; turn < 1000; turn++) s = bankTurn(s, 1);
    expect(s.turnsPlayed).toBe(999);
    expect(s.over).toBe(false);
    s = bankTurn(s, 1);
    expect(s.turnsPlayed).toBe(1000);
    expect(s.over).toBe(true);
    expect(s.winner).toBe(0);
    expect(s.seats[0]!.total).toBe(s.history.reduce((sum, t) => sum + t.points, 0));
    expect(errorOf(s, { type: 'roll' }).code).toBe('game-over');
  });

  it('a short turn limit counts turns, not rolls', () => {
    let s = start(rulesOf('lab4', { turnLimit: 3 }), 1, 5, 'xoroshiro128plus');
    s = farkleTurn(s);
    s = bankTurn(s, 500);
    expect(s.over).toBe(false);
    s = farkleTurn(s);
    expect(s.over).toBe(true);
    expect(s.history).toHaveLength(3);
  });
});
