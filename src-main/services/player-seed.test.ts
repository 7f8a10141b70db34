/**
 * Seeds nobody can pick against you: a drawn game's dice are HMAC-SHA256 of its sealed seed and a
 * player seed the player may change until the first roll; course generators are never sealed.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  CreateGameRequest,
  FarkleView,
  ReplayFile,
  RollDiceView,
  TableView,
} from '../../src-shared/api';
import type { PigView } from '../../src-shared/pig';
import type { GeneratorKind } from '../../src-shared/farkle';
import { openTestApp } from '../api/test-app';
import { memoryServices } from './memory.testkit';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every face the README's hand method derives from a seed and a player seed. */
function facesByHand(seed: number, playerSeed: string, count: number): number[] {
  const faces: number[] = [];
  for (let counter = 0; faces.length < count; counter++) {
    const block = createHmac('sha256', String(seed)).update(`${playerSeed}:${counter}`).digest();
    for (const byte of block) if (byte < 252 && faces.length < count) faces.push((byte % 6) + 1);
  }
  return faces;
}

const game = (
  seed: string | null,
  generator: GeneratorKind | null,
  bots = true,
): CreateGameRequest => ({
  preset: 'minimal',
  rules: null,
  seats: bots
    ? [
        { name: 'Milo', bot: 'greedy' },
        { name: 'Tess', bot: 'triples' },
      ]
    : [{ name: 'Ann', bot: null }],
  seed,
  generator,
});

describe('course generators', () => {
  it('show a drawn seed from the start and count it as typed', async () => {
    const { call } = openTestApp();
    for (const generator of ['ece209', 'java'] as const) {
      const view = await call<FarkleView>('createGame', game(null, generator));
      expect(view.seed).not.toBeNull();
      expect(view.seedChosen).toBe(true);
      expect(view.playerSeed).toBeNull();
      // Not sealed, so an unfinished one exports.
      const file = await call<ReplayFile>('exportReplay', { gameId: view.id });
      expect(file.text).toContain(`"seed": ${view.seed}`);
    }
    const rd = await call<RollDiceView>('createRollDice', {
      player: { name: 'Ann', bot: null },
      seed: null,
      generator: 'ece209',
    });
    expect([rd.seed !== null, rd.seedChosen]).toEqual([true, true]);
  });
});

describe('the player seed', () => {
  it('deals a drawn game by hmac-sha256 with a player seed shown beside the commitment', async () => {
    const { games } = memoryServices();
    let view = games.create(game(null, null));
    expect(view.generator).toBe('hmac-sha256');
    expect(view.seed).toBeNull();
    expect(view.playerSeed).toMatch(/^[0-9a-f]{16}$/);
    const commitment = view.seedCommitment;
    for (let turns = 0; !view.over && turns < 400; turns++) {
      view = await games.botStep(view.id, true);
    }
    expect(view.over).toBe(true);
    const seed = view.seed!;
    expect(sha256(`hotdice:hmac-sha256:${seed}`)).toBe(commitment);
    const rolled = view.history.flatMap((turn) => turn.rolls.flatMap((roll) => roll.faces));
    expect(rolled).toEqual(facesByHand(seed, view.playerSeed!, rolled.length));
  });

  it('may be changed until the first roll, which fixes it; a refused change changes nothing', async () => {
    const { call, dispatch, app, dataDir } = openTestApp();
    const first = await call<FarkleView>('createGame', game(null, null, false));
    const changed = await call<FarkleView>('setPlayerSeed', {
      gameId: first.id,
      step: 0,
      playerSeed: 'my-lucky_7',
    });
    expect(changed.playerSeed).toBe('my-lucky_7');
    expect(changed.seedCommitment).toBe(first.seedCommitment);
    const bad = await dispatch('setPlayerSeed', { gameId: first.id, step: 0, playerSeed: 'a b' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    // Kept in the history: a restart deals the same dice.
    app.close();
    const again = openTestApp(dataDir);
    expect((await again.call<FarkleView>('getGame', { gameId: first.id })).playerSeed).toBe(
      'my-lucky_7',
    );
    const rolled = await again.call<FarkleView>('act', {
      gameId: first.id,
      step: 0,
      action: { type: 'roll' },
    });
    const late = await again.dispatch('setPlayerSeed', {
      gameId: first.id,
      step: 1,
      playerSeed: 'other',
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'illegal' } });
    const now = await again.call<FarkleView>('getGame', { gameId: first.id });
    expect([now.playerSeed, now.turn.dice]).toEqual(['my-lucky_7', rolled.turn.dice]);
  });

  it('is refused on a game whose generator takes none', () => {
    const { games } = memoryServices();
    const typed = games.create(game('42', null, false));
    expect([typed.generator, typed.playerSeed]).toEqual(['xoroshiro128plus', null]);
    expect(() => games.setPlayerSeed(typed.id, 0, 'x')).toThrow(
      'the xoroshiro128plus generator takes no player seed',
    );
  });

  it('may be changed before the first roll of every dealt game, Pig and Roll-Dice-Roll too', async () => {
    const { call, app, dataDir } = openTestApp();
    const setups = [
      {
        game: 'pig',
        setup: { target: 50, seats: [{ name: 'Ann', bot: null }], seed: null, generator: null },
      },
      {
        game: 'rolldice',
        setup: { player: { name: 'Ann', bot: null }, seed: null, generator: null },
      },
    ] as const;
    const ids: string[] = [];
    for (const request of setups) {
      const created = await call<TableView>('createTable', request);
      const { id, playerSeed, seedCommitment } = created.view;
      ids.push(id);
      const seeded = await call<TableView>('setPlayerSeed', {
        gameId: id,
        step: 0,
        playerSeed: 'mine-7',
      });
      expect(seeded.game).toBe(request.game);
      expect([seeded.view.playerSeed, seeded.view.seedCommitment]).toEqual([
        'mine-7',
        seedCommitment,
      ]);
      expect(playerSeed).not.toBe('mine-7');
    }
    // Kept in the history: after a restart the dice follow the new player seed, which a roll fixes.
    app.close();
    const again = openTestApp(dataDir);
    const pig = await again.call<TableView>('getTable', { gameId: ids[0]! });
    expect(pig.view.playerSeed).toBe('mine-7');
    const rolled = await again.call<TableView>('tableAct', {
      gameId: ids[0]!,
      step: 0,
      action: { type: 'roll' },
    });
    const late = await again.dispatch('setPlayerSeed', {
      gameId: ids[0]!,
      step: 1,
      playerSeed: 'other',
    });
    expect(late).toMatchObject({
      ok: false,
      error: { code: 'illegal', message: 'the first roll has fixed the player seed' },
    });
    const now = (await again.call<TableView>('getTable', { gameId: ids[0]! })).view as PigView;
    expect([now.playerSeed, now.state.rolls]).toEqual([
      'mine-7',
      (rolled.view as PigView).state.rolls,
    ]);
    // The die the player seed deals, by the README's hand method; the sealed seed is shown at the end.
    const abandoned = await again.call('abandonGame', { gameId: ids[0]! });
    expect(abandoned).toBeNull();
    const frame = await again.call<{ game: PigView }>('replayFrame', { gameId: ids[0]!, step: 1 });
    expect(
      frame.game.state.turns.flatMap((turn) => turn.rolls).concat(frame.game.state.rolls),
    ).toEqual(facesByHand(frame.game.seed!, 'mine-7', 1));
  });

  it('travels in the replay: exported, imported and replayed exactly', async () => {
    const source = openTestApp();
    let view = await source.call<FarkleView>('createGame', game(null, null));
    while (!view.over) {
      view = await source.call<FarkleView>('botStep', { gameId: view.id, toEndOfTurn: true });
    }
    const file = await source.call<ReplayFile>('exportReplay', { gameId: view.id });
    expect(JSON.parse(file.text)).toMatchObject({ playerSeed: view.playerSeed });
    const backup = await source.call<ReplayFile>('exportHistory');
    const target = openTestApp();
    await target.call('importFile', { text: backup.text });
    const frame = await target.call<{ game: FarkleView }>('replayFrame', {
      gameId: view.id,
      step: view.actionCount,
    });
    expect(frame.game.history).toEqual(view.history);
  });
});
