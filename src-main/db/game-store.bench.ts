import { randomUUID } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import {
  apply,
  newGame,
  preset,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type FarkleReplay,
} from '../engine';
import { FARKLE_BOTS } from '../services/bots';
import { FARKLE_TABLE } from '../services/farkle';
import { GameStore } from './game-store';
import { openDatabase, type Db } from './open';
import { Profiles } from './profiles';
import { listHistory, profileStats } from './stats';

const GAMES = 10_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A whole bot game under `minimal` rules: its replay and every state along the way. The first
 * seat is stored as a person (a bot plays for them), so one profile holds every game.
 */
function botGame(seed: number, names: string[]): { replay: FarkleReplay; states: FarkleState[] } {
  const rules = preset('minimal').rules;
  const bot = FARKLE_BOTS[seed % FARKLE_BOTS.length]!;
  let state = newGame({ rules, seats: names.length, generator: 'xoroshiro128plus', seed });
  const states = [state];
  const actions: FarkleAction[] = [];
  while (!state.over) {
    const action = bot.decide(state);
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    actions.push(action);
    state = result.value;
    states.push(state);
  }
  const replay: FarkleReplay = {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: 'farkle',
    preset: 'minimal',
    rules,
    generator: 'xoroshiro128plus',
    seed,
    seats: names.map((name, seat) => ({ name, bot: seat === 0 ? null : bot.info.id })),
    actions: [],
  };
  return { replay, states };
}

it(`history database: ${GAMES.toLocaleString('en-US')} bot games`, () => {
  const file = join(mkdtempSync(join(tmpdir(), 'hotdice-bench-')), 'history.sqlite');
  const { db } = openDatabase(file);
  const history = new GameStore(db);
  const now = () => new Date().toISOString();

  let started = performance.now();
  const actions = fill(history, GAMES, 1);
  const fillSeconds = (performance.now() - started) / 1000;
  db.pragma('wal_checkpoint(TRUNCATE)');
  const bytes = statSync(file).size;

  // Recording one action exactly as during play: the coach's figures, then its own transaction.
  const { replay, states } = botGame(GAMES + 1, ['Ada', 'Brian']);
  const id = randomUUID();
  history.startGame({ id, replay, seedChosen: true, startedAt: now() });
  const recordTimes: number[] = [];
  for (let i = 1; i < states.length; i++) {
    const action = botActionBetween(states[i - 1]!, states[i]!);
    started = performance.now();
    history.record(id, i - 1, FARKLE_TABLE.move(states[i - 1]!, action, states[i]!), now());
    recordTimes.push(performance.now() - started);
  }

  const profiles = new Profiles(db);
  const statsOf = (profileId: number) => statsTimes(db, profiles, profileId);
  const person = profiles.list().find((p) => p.name === 'Ada' && p.bot === null)!;
  const everyGame = statsOf(person.id);
  // Every game, and the one played after the fill to time its moves.
  expect(everyGame.games).toBeGreaterThanOrEqual(GAMES);
  // Bot seats keep their character's one profile: take the first character's.
  const bot = statsOf(profiles.list().find((p) => p.bot !== null)!.id);
  expect(bot.games).toBeGreaterThan(GAMES / FARKLE_BOTS.length / 2);
  const listTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    started = performance.now();
    listHistory(db, {
      profileId: person.id,
      preset: null,
      from: null,
      to: null,
      limit: 50,
      offset: 0,
    });
    listTimes.push(performance.now() - started);
  }

  console.log(
    [
      `History database with ${GAMES.toLocaleString('en-US')} stored bot games (${actions.toLocaleString('en-US')} actions), filled in ${fillSeconds.toFixed(1)} s:`,
      `  record one action (own transaction, WAL): median ${percentile(recordTimes, 50).toFixed(3)} ms, p95 ${percentile(recordTimes, 95).toFixed(3)} ms over ${recordTimes.length} actions`,
      ...[everyGame, bot].map((figures) => `  ${statsLine(figures)}`),
      `  history list, first page: median ${percentile(listTimes, 50).toFixed(2)} ms`,
      `  database size ${(bytes / 1024 / 1024).toFixed(1)} MiB = ${Math.round(bytes / GAMES).toLocaleString('en-US')} bytes per stored game`,
    ].join('\n'),
  );
  db.close();
});

/** The stats query's median and p95 for one profile, and how many games it counts. */
function statsTimes(db: Db, profiles: Profiles, profileId: number) {
  const times: number[] = [];
  let games = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    games = profileStats(db, profiles, profileId, true).games;
    times.push(performance.now() - started);
  }
  return { games, median: percentile(times, 50), p95: percentile(times, 95) };
}

function statsLine(figures: ReturnType<typeof statsTimes>): string {
  return `stats query for one profile (${figures.games.toLocaleString('en-US')} games): median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`;
}

/** Stores whole bot games as the app does, one transaction per game; answers the actions. */
function fill(history: GameStore, games: number, firstSeed: number): number {
  const names = ['Ada', 'Brian', 'Cleo', 'Dev'];
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const { replay, states } = botGame(firstSeed + g, ['Ada', names[1 + (g % 3)]!]);
    const id = randomUUID();
    history.atomically(() => {
      history.startGame({ id, replay, seedChosen: true, startedAt: new Date().toISOString() });
      for (let i = 1; i < states.length; i++) {
        const action = botActionBetween(states[i - 1]!, states[i]!);
        const move = FARKLE_TABLE.move(states[i - 1]!, action, states[i]!);
        history.record(id, i - 1, move, new Date().toISOString());
        actions++;
      }
    });
  }
  return actions;
}

it('bytes per stored game: 200 bot games', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'hotdice-bench-')), 'history.sqlite');
  const { db } = openDatabase(file);
  const size = () => {
    db.pragma('wal_checkpoint(TRUNCATE)');
    return statSync(file).size;
  };
  // The empty schema's pages are the same for any history: only what the games add counts.
  const empty = size();
  const actions = fill(new GameStore(db), 200, 1);
  const bytes = size() - empty;
  console.log(
    `History of 200 bot games (${actions.toLocaleString('en-US')} actions): ${Math.round(bytes / 200).toLocaleString('en-US')} bytes per stored game (file ${(size() / 1024).toFixed(0)} KiB, empty schema ${(empty / 1024).toFixed(0)} KiB)`,
  );
  // The same query as at 10,000 games, to set the two side by side.
  const profiles = new Profiles(db);
  const ada = profiles.list().find((p) => p.name === 'Ada' && p.bot === null)!;
  console.log(`  ${statsLine(statsTimes(db, profiles, ada.id))}`);
  db.close();
});

/** The action that led from one state to the next (the bench keeps states, not actions). */
function botActionBetween(before: FarkleState, after: FarkleState): FarkleAction {
  if (after.turnsPlayed > before.turnsPlayed) {
    return after.history.at(-1)!.outcome === 'bank' && before.turn.phase === 'decide'
      ? { type: 'bank' }
      : { type: 'roll' };
  }
  if (after.turn.phase === 'choose') return { type: 'roll' };
  const dice = after.turn.dice.flatMap((d, i) =>
    d.aside && !before.turn.dice[i]!.aside ? [i] : [],
  );
  return { type: 'keep', dice };
}
