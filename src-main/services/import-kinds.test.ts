import { describe, expect, it } from 'vitest';
import type { RollDiceView } from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';

const HEAD = { format: 'hotdice-replay', version: 1, engineVersion: 2 };

describe('import and export find a game by its kind in the registry', () => {
  it('refuses in words a file of a game Hot Dice does not play, alone or in a history', async () => {
    const { call } = open();
    const chess = { ...HEAD, game: 'chess', generator: 'java', seed: 1, actions: [] };
    await expect(call('importFile', { text: JSON.stringify(chess) })).rejects.toThrow(
      /"chess" is not a game Hot Dice plays \(farkle, rolldice, pig\)/,
    );
    const history = {
      format: 'hotdice-history',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      games: [
        {
          id: 'g1',
          startedAt: '2026-01-01T00:00:00.000Z',
          endedAt: null,
          replay: chess,
        },
      ],
    };
    await expect(call('importFile', { text: JSON.stringify(history) })).rejects.toThrow(
      /Game 1 in the file: field "game": not a game Hot Dice plays \(farkle, rolldice, pig\)/,
    );
  });

  it("names an export by its game's module and reads it back as that game", async () => {
    const { call } = open();
    let game = await call<RollDiceView>('createRollDice', {
      player: { name: 'Robo', bot: 'optimal' },
      seed: '9',
      generator: null,
    });
    while (!game.state.over)
      game = await call<RollDiceView>('rollDiceBotStep', { gameId: game.id });
    const file = await call('exportReplay', { gameId: game.id });
    expect(file.fileName).toBe('hotdice-rolldice-0x9.json');
    const other = open();
    expect(await other.call('importFile', { text: file.text })).toEqual({
      imported: 1,
      duplicates: 0,
    });
    const [entry] = await other.call('listHistory', {
      profileId: null,
      preset: null,
      from: null,
      to: null,
      limit: 10,
      offset: 0,
    });
    expect(entry).toMatchObject({ kind: 'rolldice', finished: true });
  });
});
