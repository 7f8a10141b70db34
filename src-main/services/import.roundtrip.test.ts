import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FarkleView, HistoryEntry } from '../../src-shared/api';
import type { PigView } from '../../src-shared/pig';
import { ROLLDICE_BOT } from '../../src-shared/rolldice';
import { openTestApp } from '../api/test-app';
import { BOT_IDS, EXPERT_ID } from '../engine';
import { breakFirstMove } from './damage.testkit';

type TestApp = ReturnType<typeof openTestApp>;
type Call = TestApp['call'];

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 500, offset: 0 };

/** How a game is left: played to its end, given up, or left to resume. */
type Ending = 'finished' | 'abandoned' | 'unfinished';

interface FarkleSpec {
  kind: 'farkle';
  preset: 'minimal' | 'house' | 'ece209';
  /** Each seat's bot, or null for a person. */
  seats: Array<string | null>;
  /** A typed seed, or null for one the app draws. */
  seed: number | null;
  ending: Ending;
  /** Turns played before a game is given up or left. */
  turns: number;
  /** Which of the coach's options a person takes, by index. */
  pick: number;
}

interface RollDiceSpec {
  kind: 'rolldice';
  bot: boolean;
  seed: number | null;
  ending: Ending;
  turns: number;
}

interface PigSpec {
  kind: 'pig';
  seed: number | null;
  ending: Ending;
  turns: number;
}

type GameSpec = FarkleSpec | RollDiceSpec | PigSpec;

// Persons share names with each other and with a bot character (Milo), as real histories do.
const PEOPLE = ['Ada', 'Milo', 'Brian'];
const seed = fc.option(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { nil: null, freq: 2 });
const ending = fc.constantFrom<Ending>('finished', 'abandoned', 'unfinished');
const turns = fc.integer({ min: 0, max: 3 });

const farkleSpec: fc.Arbitrary<FarkleSpec> = fc
  .record({
    preset: fc.constantFrom<FarkleSpec['preset']>('minimal', 'house', 'ece209'),
    // Sage needs a second seat and the odds shipped for minimal and house.
    seats: fc.oneof(
      fc.tuple(fc.constantFrom<string | null>(null, ...BOT_IDS)),
      fc.tuple(
        fc.constantFrom<string | null>(null, ...BOT_IDS, EXPERT_ID),
        fc.constantFrom(...BOT_IDS),
      ),
    ),
    seed,
    ending,
    turns,
    pick: fc.nat(3),
  })
  .map((spec) => ({
    ...spec,
    kind: 'farkle' as const,
    preset: spec.seats.includes(EXPERT_ID) && spec.preset === 'ece209' ? 'minimal' : spec.preset,
  }));

// Only a Farkle game can be given up.
const rollDiceSpec: fc.Arbitrary<RollDiceSpec> = fc
  .record({
    bot: fc.boolean(),
    seed,
    ending: fc.constantFrom<Ending>('finished', 'unfinished'),
    turns,
  })
  .map((spec) => ({ ...spec, kind: 'rolldice' as const }));

// Unfinished games with a drawn seed too: the export carries them (and marks them typed).
const histories = fc.array(fc.oneof(farkleSpec, rollDiceSpec), {
  minLength: 1,
  maxLength: 3,
});

/** A person's turn: the coach's option at `pick` (its best when there are fewer). */
async function personTurn(call: Call, view: FarkleView, pick: number): Promise<FarkleView> {
  const { current, turnsPlayed } = view;
  while (!view.over && view.current === current && view.turnsPlayed === turnsPlayed) {
    const hint = await call('coachHint', { gameId: view.id });
    const options = hint?.options ?? [];
    const option = options[pick] ?? options[0] ?? { kind: 'roll' as const };
    const action =
      option.kind === 'keep' ? { type: 'keep', dice: option.dice } : { type: option.kind };
    view = await call('act', { gameId: view.id, step: view.actionCount, action });
  }
  return view;
}

async function playFarkle(call: Call, spec: FarkleSpec): Promise<string> {
  let view = await call('createGame', {
    preset: spec.preset,
    rules: null,
    seats: spec.seats.map((bot, index) => ({ name: bot ? `Seat ${index}` : PEOPLE[index], bot })),
    seed: spec.seed === null ? null : String(spec.seed),
    generator: null,
  });
  for (let turn = 0; !view.over && (spec.ending === 'finished' || turn < spec.turns); turn++) {
    view = view.seats[view.current]!.bot
      ? await call('botStep', { gameId: view.id, toEndOfTurn: true })
      : await personTurn(call, view, spec.pick);
  }
  // A game left unfinished stops within a turn: its first roll is made.
  if (!view.over && spec.ending !== 'finished') {
    view = view.seats[view.current]!.bot
      ? await call('botStep', { gameId: view.id, toEndOfTurn: false })
      : await call('act', { gameId: view.id, step: view.actionCount, action: { type: 'roll' } });
  }
  return view.id;
}

async function playRollDice(call: Call, spec: RollDiceSpec): Promise<string> {
  let view = await call('createRollDice', {
    player: { name: spec.bot ? 'Robo' : 'Ada', bot: spec.bot ? ROLLDICE_BOT : null },
    seed: spec.seed === null ? null : String(spec.seed),
    generator: null,
  });
  while (
    !view.state.over &&
    (spec.ending === 'finished' || view.state.rounds.length < spec.turns)
  ) {
    const gameId = view.id;
    const step = view.actionCount;
    // A person rolls the first die once a round, then stops.
    const action = view.state.turn === 0 ? { type: 'roll', die: 1 } : { type: 'stop' };
    view = spec.bot
      ? await call('rollDiceBotStep', { gameId, step })
      : await call('rollDiceAct', { gameId, step, action });
  }
  return view.id;
}

/** Pig between a person (who rolls once and holds) and a bot, to its end or for `turns` turns. */
async function playPig(call: Call, spec: PigSpec): Promise<string> {
  const seats = [
    { name: 'Ada', bot: null },
    { name: 'Hollis', bot: 'hold-at-20' },
  ];
  const setup = {
    target: 30,
    seats,
    seed: spec.seed === null ? null : String(spec.seed),
    generator: null,
  };
  let view = (await call('createTable', { game: 'pig', setup })).view as PigView;
  while (!view.state.over && (spec.ending === 'finished' || view.state.turns.length < spec.turns)) {
    const gameId = view.id;
    const step = view.actionCount;
    const action = view.state.rolls.length === 0 ? { type: 'roll' } : { type: 'hold' };
    const next = view.seats[view.state.current]!.bot
      ? await call('tableBotStep', { gameId, step })
      : await call('tableAct', { gameId, step, action });
    view = next.view as PigView;
  }
  return view.id;
}

/** Plays a history of these games, each left as its spec says. */
async function build(app: TestApp, specs: GameSpec[]): Promise<void> {
  for (const spec of specs) {
    const gameId =
      spec.kind === 'farkle'
        ? await playFarkle(app.call, spec)
        : spec.kind === 'pig'
          ? await playPig(app.call, spec)
          : await playRollDice(app.call, spec);
    if (spec.ending === 'abandoned') await app.call('abandonGame', { gameId });
  }
}

/** Adds an unfinished game, then reopens the history with its log broken: set aside as damaged. */
async function withDamagedGame(app: TestApp): Promise<TestApp> {
  const game = await app.call('createGame', {
    preset: 'ece209',
    rules: null,
    seats: [{ name: 'Dora', bot: null }],
    seed: '5',
    generator: 'ece209',
  });
  await app.call('act', { gameId: game.id, step: 0, action: { type: 'roll' } });
  app.app.close();
  breakFirstMove(app.dataDir, game.id);
  const reopened = openTestApp(app.dataDir);
  await reopened.call('startup');
  return reopened;
}

/** The History listing, less the games set aside as damaged (kept in the file, not imported). */
async function listing(call: Call): Promise<HistoryEntry[]> {
  const entries = await call('listHistory', QUERY);
  return entries.filter((entry) => !entry.damaged);
}

/** Every profile's stats by name (ids differ between histories), less the damaged game's. */
async function stats(call: Call) {
  const profiles = await call('listProfiles');
  const all = await Promise.all(
    profiles
      .filter((profile) => profile.name !== 'Dora')
      .map((p) => call('profileStats', { profileId: p.id, withChosenSeeds: true })),
  );
  return all.map(({ profile: { id: _id, ...profile }, ...rest }) => ({ profile, ...rest }));
}

/** One history that holds every state the random ones may miss: Sage to the end, a person too. */
const EVERY_STATE: GameSpec[] = [
  {
    kind: 'farkle',
    preset: 'minimal',
    seats: ['expert', 'optimal'],
    seed: null,
    ending: 'finished',
    turns: 0,
    pick: 0,
  },
  {
    kind: 'farkle',
    preset: 'house',
    seats: [null, 'greedy'],
    seed: 42,
    ending: 'finished',
    turns: 0,
    pick: 1,
  },
  {
    kind: 'farkle',
    preset: 'ece209',
    seats: [null],
    seed: null,
    ending: 'finished',
    turns: 0,
    pick: 0,
  },
  {
    kind: 'farkle',
    preset: 'minimal',
    seats: ['expert', 'starter'],
    seed: null,
    ending: 'abandoned',
    turns: 2,
    pick: 0,
  },
  {
    kind: 'farkle',
    preset: 'minimal',
    seats: [null, 'expert'],
    seed: 9,
    ending: 'unfinished',
    turns: 1,
    pick: 0,
  },
  {
    kind: 'farkle',
    preset: 'house',
    seats: [null, 'greedy'],
    seed: null,
    ending: 'unfinished',
    turns: 2,
    pick: 0,
  },
  { kind: 'rolldice', bot: false, seed: null, ending: 'finished', turns: 0 },
  { kind: 'rolldice', bot: true, seed: 3, ending: 'unfinished', turns: 1 },
  { kind: 'rolldice', bot: false, seed: null, ending: 'unfinished', turns: 1 },
  { kind: 'pig', seed: null, ending: 'finished', turns: 0 },
  { kind: 'pig', seed: null, ending: 'unfinished', turns: 2 },
  { kind: 'pig', seed: 11, ending: 'unfinished', turns: 1 },
];

describe('every history export imports back', () => {
  it('into a fresh history and into the same one, with the same listing and stats', async () => {
    await fc.assert(
      fc.asyncProperty(histories, async (specs) => {
        const played = openTestApp();
        await build(played, specs);
        const source = await withDamagedGame(played);
        const games = (await listing(source.call)).length;
        // With no options the export carries every game, the sealed ones marked typed here too.
        const file = await source.call('exportHistory', null);
        expect(await source.call('exportPlan', null)).toEqual({ sealed: 0 });
        const before = { listing: await listing(source.call), stats: await stats(source.call) };
        const kept = before.listing.length;
        expect(kept).toBe(games);

        const fresh = openTestApp();
        expect(await fresh.call('importFile', { text: file.text })).toEqual({
          imported: kept,
          duplicates: 0,
        });
        expect(await listing(fresh.call)).toEqual(before.listing);
        expect(await stats(fresh.call)).toEqual(before.stats);

        expect(await source.call('importFile', { text: file.text })).toEqual({
          imported: 0,
          duplicates: kept,
        });
        expect(await listing(source.call)).toEqual(before.listing);
        expect(await stats(source.call)).toEqual(before.stats);
        for (const app of [fresh, source]) app.app.close();
      }),
      { numRuns: 4, seed: 17, examples: [[EVERY_STATE]] },
    );
  }, 60_000);
});
