import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueProblem, issueWords, pathWords } from './issue-words';

const seat = z.strictObject({
  name: z.string().max(24, 'a name is at most 24 characters'),
  bot: z.enum(['greedy', 'optimal']).nullable(),
});
const game = z.strictObject({
  replay: z.strictObject({ seats: z.array(seat), target: z.number() }),
});
const file = z.strictObject({ games: z.array(game) });

function wordsFor(data: unknown): string {
  const parsed = file.safeParse(data);
  if (parsed.success) throw new Error('the data was valid');
  return issueWords(parsed.error, data, { inFile: true, subject: 'The file' });
}

const fine = { replay: { seats: [{ name: 'Ann', bot: null }], target: 5000 } };

describe('schema complaints in words', () => {
  it('names the place as a player counts it, never as a path', () => {
    expect(pathWords(['games', 6, 'replay', 'seats', 1, 'bot'], true)).toEqual({
      where: 'Game 7 in the file',
      what: "seat 2's bot",
    });
  });

  it('quotes an unknown choice and says what is known', () => {
    const data = {
      games: [
        fine,
        { replay: { seats: [fine.replay.seats[0], { name: 'X', bot: 'skynet' }], target: 1 } },
      ],
    };
    expect(wordsFor(data)).toBe(
      'Game 2 in the file: seat 2\'s bot "skynet" is not one Hot Dice knows (it knows: greedy, optimal)',
    );
  });

  it('keeps a schema’s own message after its place, and words missing and mistyped values', () => {
    const long = { replay: { seats: [{ name: 'x'.repeat(30), bot: null }], target: 1 } };
    expect(wordsFor({ games: [long] })).toBe(
      "Game 1 in the file: seat 1's name: a name is at most 24 characters",
    );
    expect(wordsFor({ games: [{ replay: { seats: [] } }] })).toBe(
      'Game 1 in the file: target must be given',
    );
    expect(wordsFor({ games: [{ replay: { seats: [], target: 'far' } }] })).toBe(
      'Game 1 in the file: target should be a number, not "far"',
    );
    expect(wordsFor({ games: [fine], extra: 1 })).toBe(
      'The file has a field Hot Dice does not know: extra',
    );
  });

  it('never shows a dotted path or zod’s own wording', () => {
    const cases = [
      { games: 'none' },
      { games: [{ replay: null }] },
      { games: [{ replay: { seats: [{ name: 1, bot: null }], target: 1 } }] },
    ];
    for (const data of cases) {
      const words = wordsFor(data);
      expect(words).not.toMatch(/\w\.\d|Invalid|expected/);
    }
  });

  it('gives a form the field a complaint is about and what is wrong there', () => {
    const named = {
      games: [{ replay: { ...fine.replay, seats: [{ name: 'x'.repeat(30), bot: null }] } }],
    };
    const own = file.safeParse(named);
    expect(own.success || issueProblem(own.error, named)).toEqual({
      path: 'games.0.replay.seats.0.name',
      problem: 'a name is at most 24 characters',
    });
    const unknown = {
      games: [{ replay: { ...fine.replay, seats: [{ name: 'A', bot: 'skynet' }] } }],
    };
    const zods = file.safeParse(unknown);
    expect(zods.success || issueProblem(zods.error, unknown)).toEqual({
      path: 'games.0.replay.seats.0.bot',
      problem: expect.stringMatching(/^"skynet" is not one Hot Dice knows/) as string,
    });
  });
});
