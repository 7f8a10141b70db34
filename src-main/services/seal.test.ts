/**
 * Provably fair dice: a seed the app draws is sealed behind its commitment in every answer until
 * the game is over, then shown; a seed the player typed is shown from the start.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  FarkleView,
  ProfileStats,
  ProfileView,
  ReplayFile,
  ReplayFrame,
  RollDiceView,
  StartupInfo,
} from '../../src-shared/api';
import { openTestApp } from '../api/test-app';
import { seedCommitment } from './seal';

/** The commitment worked out apart from the app, as the README shows it by hand. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const botGame = (seed: string | null) => ({
  preset: 'minimal',
  rules: null,
  seats: [
    { name: 'Milo', bot: 'greedy' },
    { name: 'Tess', bot: 'triples' },
  ],
  seed,
  generator: null,
});

/** Whether any answer's text names this seed as a seed. */
const names = (texts: string[], seed: number) =>
  texts.some((text) =>
    new RegExp(`"seed":${seed}\\b|seed[^"]*0x${seed.toString(16)}\\b`).test(text),
  );

describe('sealed seeds', () => {
  it('commits to the text the README shows, checked with sha256sum', () => {
    // printf 'hotdice:xoroshiro128plus:123' | sha256sum
    expect(seedCommitment('xoroshiro128plus', 123)).toBe(
      'e4aba379731107c9f505f3afcbda9b9ad757b7c01b8247f5a0217cb681751949',
    );
  });

  it('keeps a drawn seed out of every answer until the game is over, then shows it', async () => {
    const { call, dispatch, dataDir, app } = openTestApp();
    const answers: string[] = [];
    const keep = <T>(value: T): T => {
      answers.push(JSON.stringify(value));
      return value;
    };
    let game = keep(await call<FarkleView>('createGame', botGame(null)));
    expect(game.seed).toBeNull();
    expect(game.seedChosen).toBe(false);
    expect(game.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const commitment = game.seedCommitment;
    for (let i = 0; i < 3; i++) {
      game = keep(await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true }));
    }
    keep(await call<FarkleView>('getGame', { gameId: game.id }));
    keep(await call<StartupInfo>('startup'));
    keep(await call<ReplayFrame>('replayFrame', { gameId: game.id, step: 0 }));
    keep(await call<ReplayFrame>('replayFrame', { gameId: game.id, step: game.actionCount }));
    // A backup that leaves sealed games out keeps them sealed (a whole one unseals them).
    keep(await call<ReplayFile>('exportHistory', { leaveOutSealed: true }));
    const exported = await dispatch('exportReplay', { gameId: game.id });
    keep(exported);
    expect(exported).toEqual({
      ok: false,
      error: {
        code: 'illegal',
        message: 'finish the game to export it: its dice are sealed until then',
      },
    });
    // Still sealed after a restart: the store knows the seed was drawn.
    app.close();
    const again = openTestApp(dataDir);
    const { unfinished } = keep(await again.call<StartupInfo>('startup'));
    expect(unfinished.map((g) => [g.id, g.seed, g.seedCommitment])).toEqual([
      [game.id, null, commitment],
    ]);
    while (!game.over) {
      game = await again.call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
      if (!game.over) keep(game);
    }
    expect(game.seed).toEqual(expect.any(Number));
    expect(game.seedCommitment).toBe(sha256(`hotdice:${game.generator}:${game.seed}`));
    expect(answers.every((text) => !text.includes(`"seed":${game.seed}`))).toBe(true);
    expect(names(answers, game.seed!)).toBe(false);
    // Once over, every view of it shows the seed, the first frame too, and it exports.
    const first = await again.call<ReplayFrame>('replayFrame', { gameId: game.id, step: 0 });
    expect(first.game.seed).toBe(game.seed);
    const file = await again.call<ReplayFile>('exportReplay', { gameId: game.id });
    expect((JSON.parse(file.text) as { seed: number }).seed).toBe(game.seed);
    const history = await again.call<ReplayFile>('exportHistory');
    const { games } = JSON.parse(history.text) as { games: Array<{ id: string }> };
    expect(games.map((g) => g.id)).toEqual([game.id]);
  });

  it('shows a typed seed from the start, and seals the rematch’s fresh one', async () => {
    const { call } = openTestApp();
    const game = await call<FarkleView>('createGame', botGame('333'));
    expect(game).toMatchObject({ seed: 333, seedChosen: true });
    expect(game.seedCommitment).toBe(sha256(`hotdice:${game.generator}:333`));
    const file = await call<ReplayFile>('exportReplay', { gameId: game.id });
    expect((JSON.parse(file.text) as { seed: number }).seed).toBe(333);
    const history = await call<ReplayFile>('exportHistory');
    expect((JSON.parse(history.text) as { games: unknown[] }).games[0]).toMatchObject({
      id: game.id,
      seedChosen: true,
    });
    const rematch = await call<FarkleView>('rematch', { gameId: game.id });
    expect(rematch).toMatchObject({ seed: null, seedChosen: false });
    expect(rematch.seedCommitment).not.toBe(game.seedCommitment);
  });

  it('seals a drawn Roll-Dice-Roll seed the same way', async () => {
    const { call, dispatch } = openTestApp();
    let game = await call<RollDiceView>('createRollDice', {
      player: { name: 'Robo', bot: 'optimal' },
      seed: null,
      generator: null,
    });
    const answers = [JSON.stringify(game)];
    expect(game).toMatchObject({ seed: null, seedChosen: false });
    const commitment = game.seedCommitment;
    while (!game.state.over) {
      answers.push(JSON.stringify(await call<StartupInfo>('startup')));
      const frame = await call<ReplayFrame>('replayFrame', { gameId: game.id, step: 0 });
      answers.push(JSON.stringify(frame));
      const refused = await dispatch('exportReplay', { gameId: game.id });
      expect(refused.ok).toBe(false);
      game = await call<RollDiceView>('rollDiceBotStep', { gameId: game.id });
      if (!game.state.over) answers.push(JSON.stringify(game));
    }
    expect(game.seed).toEqual(expect.any(Number));
    expect(commitment).toBe(sha256(`hotdice:${game.generator}:${game.seed}`));
    expect(names(answers, game.seed!)).toBe(false);
    const typed = await call<RollDiceView>('createRollDice', {
      player: { name: 'Ada', bot: null },
      seed: '0x2a',
      generator: null,
    });
    expect(typed).toMatchObject({ seed: 42, seedChosen: true });
  });

  it('leaves chosen-seed games out of the stats when asked', async () => {
    const { call } = openTestApp();
    const played: FarkleView[] = [];
    for (const seed of ['333', null]) {
      let game = await call<FarkleView>('createGame', botGame(seed));
      while (!game.over) {
        game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
      }
      played.push(game);
    }
    const drawn = played[1]!;
    const milo = (await call<ProfileView[]>('listProfiles')).find((p) => p.name === 'Milo')!;
    const stats = (withChosenSeeds: boolean) =>
      call<ProfileStats>('profileStats', { profileId: milo.id, withChosenSeeds });
    const all = await stats(true);
    const fair = await stats(false);
    const turns = (games: FarkleView[]) =>
      games.flatMap((game) => game.history.filter((turn) => turn.seat === 0));
    expect(all.games).toBe(2);
    expect(all.turns).toBe(turns(played).length);
    expect(fair.games).toBe(1);
    expect(fair.wins).toBe(drawn.winner === 0 ? 1 : 0);
    expect(fair.turns).toBe(turns([drawn]).length);
    const rolls = (games: FarkleView[]) =>
      turns(games).reduce((sum, turn) => sum + turn.rolls.length, 0);
    const counted = (s: ProfileStats) => s.farkleRate.reduce((sum, row) => sum + row.rolls, 0);
    expect(counted(all)).toBe(rolls(played));
    expect(counted(fair)).toBe(rolls([drawn]));
    expect(fair.coach.decisions).toBeLessThan(all.coach.decisions);
  });
});

describe('drawn seeds', () => {
  it('are wider than 32 bits, so no one can try every seed against the commitment', async () => {
    const { call } = openTestApp();
    const seeds: number[] = [];
    for (let i = 0; i < 6; i++) {
      let game = await call<FarkleView>('createGame', botGame(null));
      while (!game.over) {
        game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
      }
      expect(game.seedCommitment).toBe(sha256(`hotdice:${game.generator}:${game.seed}`));
      seeds.push(game.seed!);
    }
    expect(seeds.every((seed) => Number.isSafeInteger(seed))).toBe(true);
    // Each is above 2^32 but for a chance of one in two million.
    expect(seeds.filter((seed) => seed >= 2 ** 32).length).toBeGreaterThanOrEqual(5);
  });

  it("stay within the ECE 209 generator's 32 bits (a wider one would be refused)", async () => {
    const { call } = openTestApp();
    const ece209 = { ...botGame(null), preset: 'ece209', generator: 'ece209' };
    for (let i = 0; i < 4; i++)
      expect((await call<FarkleView>('createGame', ece209)).over).toBe(false);
    await expect(call('createGame', { ...ece209, seed: '0x100000000' })).rejects.toThrow(
      /seed for the ece209 generator is a whole number from 0 to 4294967295/,
    );
  });
});
