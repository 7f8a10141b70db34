/**
 * A whole two-seat CSC 276 game, final round included, played through the table from a recorded
 * replay file: the file is recorded by the engine in Node, then every action is made with the
 * mouse, and the dice, the selection's score, the turn total and every total are checked on the
 * way. The table's own "Save replay" must give back the same game.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Die, FarkleState } from '../src-shared/farkle';
import {
  apply,
  checkKeep,
  newGame as engineGame,
  readReplay,
  writeReplay,
} from '../src-main/engine';
import { expect, test } from './fixtures';
import { recordGame } from './helpers/replay';
import {
  FACE_WORDS,
  newGame,
  readControls,
  readTable,
  screenshot,
  type ShownTable,
} from './helpers/ui';

const here = dirname(fileURLToPath(import.meta.url));
// Recorded afresh each run, beside the other test output, so the file always matches the engine.
const REPLAY_FILE = join(here, '..', 'test-results', 'csc276-two-seats.json');

/**
 * Records the game: Ada and Ben keep every scoring die and bank at 600 (seed 2654 is the shortest
 * such game of seeds 1 to 3,000: 132 actions; banking at 1,000 or more makes longer games).
 */
test.beforeAll(() => {
  const { replay } = recordGame({
    preset: 'csc276',
    seed: 2654,
    names: ['Ada', 'Ben'],
    bankAt: [600, 600],
  });
  mkdirSync(dirname(REPLAY_FILE), { recursive: true });
  writeFileSync(REPLAY_FILE, writeReplay(replay));
});

/** What the table should show for this engine state. */
function expectedTable(state: FarkleState, names: string[]): ShownTable {
  const last = state.history[state.history.length - 1];
  const dice: Die[] = state.turn.rolls.length > 0 || !last ? state.turn.dice : last.dice;
  return {
    dice: dice.map(
      (d, i) =>
        `die ${i + 1}: ${d.face === 0 ? 'not rolled yet' : FACE_WORDS[d.face]}${d.aside ? ', kept' : ''}`,
    ),
    totals: state.seats.map((s) => s.total.toLocaleString('en-US')),
    turnTotal: state.over ? null : state.turn.turnTotal.toLocaleString('en-US'),
    heading: state.over ? '' : `${names[state.current]}’s turn`,
    logEntries: state.history.length,
  };
}

test('a recorded two-seat CSC 276 game replays through the table to its winner', async ({
  app,
}) => {
  // 132 actions, each checked on screen: about half a minute on an idle machine.
  test.setTimeout(300_000);
  const { page } = app;
  const read = readReplay(readFileSync(REPLAY_FILE, 'utf8'));
  if (!read.ok) throw new Error(read.error);
  const { replay } = read;
  expect(replay.preset).toBe('csc276');

  await newGame(page, {
    preset: replay.preset,
    seats: replay.seats.map((s) => ({ name: s.name })),
    seed: String(replay.seed),
    generator: replay.generator,
  });
  await expect(page.getByTestId('seed')).toHaveText(
    `${replay.seed} (0x${replay.seed.toString(16)})`,
  );

  let state = engineGame({
    rules: replay.rules,
    seats: replay.seats.length,
    generator: replay.generator,
    seed: replay.seed,
  });
  const step = (action: (typeof replay.actions)[number]) => {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value;
  };

  let sawFinalRound = false;
  for (let i = 0; i < replay.actions.length; i++) {
    const action = replay.actions[i]!;
    const turnsBefore = state.history.length;
    if (action.type === 'keep') {
      const score = checkKeep(state, action.dice);
      if (!score.ok) throw new Error(score.error.message);
      // Dice by their keys (1-6), Roll and Bank by the mouse.
      for (const position of action.dice) await page.keyboard.press(String(position + 1));
      const next = replay.actions[++i]!;
      if (next.type === 'keep') throw new Error('two keeps in a row');
      step(action);
      // The selection's score, and what Roll and Bank would do with it.
      const left = state.turn.dice.filter((d) => !d.aside).length || 6;
      await expect
        .poll(() => readControls(page), { intervals: [20, 50, 100] })
        .toEqual({
          selection: score.value.toLocaleString('en-US'),
          roll: `Roll ${left} ${left === 1 ? 'die' : 'dice'}`,
          bank: `Bank ${state.turn.turnTotal.toLocaleString('en-US')}`,
        });
      await page.getByTestId(next.type).click();
      step(next);
    } else {
      await expect(page.getByTestId(action.type)).toHaveAttribute('aria-disabled', 'false');
      await page.getByTestId(action.type).click();
      step(action);
    }

    // What the table shows now must be what the engine says: dice, totals, turn, log.
    const names = replay.seats.map((seat) => seat.name);
    await expect
      .poll(() => readTable(page), { message: `after action ${i + 1}`, intervals: [20, 50, 100] })
      .toEqual(expectedTable(state, names));
    if (state.history.length > turnsBefore) {
      const record = state.history[state.history.length - 1]!;
      await expect(page.getByTestId('log-total').first()).toHaveText(
        record.totalAfter.toLocaleString('en-US'),
      );
    }
    if (state.finalRound && !state.over && !sawFinalRound) {
      sawFinalRound = true;
      await expect(page.getByTestId('final-round')).toBeVisible();
      await expect(page.getByTestId('moment-final-round')).toBeVisible();
      await screenshot(page, 'final-round-1200x820');
    }
  }

  expect(state.over).toBe(true);
  expect(sawFinalRound).toBe(true);
  const winner = replay.seats[state.winner!]!.name;
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('winner')).toHaveText(`${winner} wins!`);
  await expect(page.getByTestId('final-round-note')).toBeVisible();
  await expect(page.getByTestId('game-over')).toContainText(
    `with ${state.seats[state.winner!]!.total.toLocaleString('en-US')} points after the final round`,
  );
  // Rounds, not both seats' turns added up: each seat's turns, counted from the engine's log.
  const rounds = Math.max(
    ...replay.seats.map((_, i) => state.history.filter((t) => t.seat === i).length),
  );
  await expect(page.getByTestId('game-rounds')).toHaveText(`${rounds} rounds`);
  await expect(page.getByTestId('game-over')).toContainText(
    `(${state.history.length} turns in all)`,
  );
  await screenshot(page, 'winner-1200x820');
  await page.setViewportSize({ width: 800, height: 600 });
  await screenshot(page, 'winner-800x600');

  // Save replay: the file the table hands out is this very game.
  const download = page.waitForEvent('download');
  await page.getByTestId('save-replay').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`hotdice-csc276-0x${replay.seed.toString(16)}.json`);
  const saved = readReplay(readFileSync(await file.path(), 'utf8'));
  if (!saved.ok) throw new Error(saved.error);
  expect(saved.replay.seed).toBe(replay.seed);
  expect(saved.replay.seats).toEqual(replay.seats);
  expect(saved.replay.actions).toEqual(replay.actions);
});
