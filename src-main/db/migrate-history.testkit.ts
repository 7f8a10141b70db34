import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type {
  FarkleView,
  HistoryEntry,
  ProfileStats,
  ProfileView,
  ReplayFile,
  RollDiceView,
  StartupInfo,
} from '../../src-shared/api';
import type { TestCall } from '../api/test-app';

/** A history holding every kind of game, and what the app answers about it (see migrate.test). */

async function farkle(call: TestCall, bots: string[], seed: string | null, turns: number) {
  let game = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: bots.map((bot, i) => ({ name: `Seat ${i + 1}`, bot })),
    seed,
    generator: null,
  });
  // Two-seat odds ship for minimal: wait for them, so moves carry win costs.
  for (let i = 0; i < 200 && bots.length === 2 && game.winChance.status !== 'ready'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    game = await call<FarkleView>('getGame', { gameId: game.id });
  }
  for (let turn = 0; !game.over && (turns === 0 || turn < turns); turn++) {
    game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
  }
  return game;
}

/** Plays the history: finished, abandoned, unfinished, one-seat and Roll-Dice-Roll games. */
export async function playEveryKind(call: TestCall): Promise<void> {
  await farkle(call, ['greedy', 'cautious'], '7', 0);
  await farkle(call, ['daring', 'greedy'], null, 0);
  await farkle(call, ['cautious'], '3', 0);
  const abandoned = await farkle(call, ['greedy', 'daring'], '11', 3);
  await call('abandonGame', { gameId: abandoned.id });
  await farkle(call, ['cautious', 'daring'], '12', 2);
  let dice = await call<RollDiceView>('createRollDice', {
    player: { name: 'Robo', bot: 'optimal' },
    seed: '5',
    generator: null,
  });
  while (!dice.state.over) dice = await call<RollDiceView>('rollDiceBotStep', { gameId: dice.id });
}

/**
 * What the app answers about a history: export (less its time and its seal, made with this
 * history's own secret), listing, stats, start-up.
 */
export async function answersAbout(call: TestCall) {
  const exported = JSON.parse((await call<ReplayFile>('exportHistory')).text) as Record<
    string,
    unknown
  >;
  delete exported.exportedAt;
  delete exported.drawnSeal;
  const query = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };
  const profiles = await call<ProfileView[]>('listProfiles');
  const stats: Record<string, ProfileStats> = {};
  for (const profile of profiles) {
    for (const withChosenSeeds of [true, false]) {
      stats[`${profile.name} ${withChosenSeeds}`] = await call<ProfileStats>('profileStats', {
        profileId: profile.id,
        withChosenSeeds,
      });
    }
  }
  const startup = await call<StartupInfo>('startup');
  return {
    exported,
    listing: await call<HistoryEntry[]>('listHistory', query),
    stats,
    unfinished: startup.unfinished.map((game) => game.id),
  };
}

const FIXTURES = join(import.meta.dirname, 'fixtures');

/**
 * Writes to `file` the history Hot Dice wrote at schema 11 (commit 8bc8520, before the stats
 * tallies and packed moves) playing `playEveryKind`, kept gzipped in `fixtures/`.
 */
export function writeSchema11History(file: string): void {
  writeFileSync(file, gunzipSync(readFileSync(join(FIXTURES, 'schema-11.sqlite.gz'))));
}

/** What that version answered about it (`answersAbout`). */
export function schema11Answers(): Answers {
  return JSON.parse(readFileSync(join(FIXTURES, 'schema-11.answers.json'), 'utf8')) as Answers;
}

type Answers = Awaited<ReturnType<typeof answersAbout>>;
