/**
 * Three and four seats playing to win, on `minimal` cut to a short target in the rules editor
 * (its n-seat odds solve in a moment): the setup says each seat's chance without and with the
 * fair start, the table shows every seat's chance as the engine's n-seat table gives it, the
 * coach prices the opening keeps in win %, and Sage plays her turn from the table. Four seats at
 * the default 10,000 are too many positions to solve, and so are three at `house` with a
 * three-farkle penalty: the table says the approximation's chances, "about".
 */
import type { Page } from '@playwright/test';
import type { FarkleAction, FarkleState, Rules } from '../src-shared/farkle';
import { apply, newGame, preset } from '../src-main/engine';
import { SeatApprox } from '../src-main/engine/farkle/seatapproxtable';
import { seatFairStart } from '../src-main/engine/farkle/seatfair';
import { seatChancesNow, seatExpertAction, seatOptions } from '../src-main/engine/farkle/seatplay';
import { SeatRace } from '../src-main/engine/farkle/seatrace';
import { solveSeats } from '../src-main/engine/farkle/seatsolver';
import { headStartList, headStartNote, wholeShares } from '../src-renderer/src/lib/words/odds';
import { Voice } from '../src-renderer/src/lib/words/voice';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { bestKeep } from './helpers/replay';
import { BOTS_PLAY } from './helpers/seats';
import { expectLiveFaces, fillSetup, screenshot, selectDie } from './helpers/ui';

const SIZES = [
  [1280, 800],
  [800, 600],
  // 200% zoom of a 1280x800 window: the page gets half the CSS pixels.
  [640, 400],
] as const;

/** Minimal to a short target, as the rules editor makes it. */
function shortRules(target: number): Rules {
  return { ...preset('minimal').rules, target };
}

/** The first seed whose opening roll scores, and the state after it. */
function scoringOpening(rules: Rules, seats: number): { seed: number; rolled: FarkleState } {
  for (let seed = 1; ; seed++) {
    const start = newGame({ rules, seats, generator: 'xoroshiro128plus', seed });
    const rolled = apply(start, { type: 'roll' });
    if (rolled.ok && rolled.value.turn.phase === 'choose') return { seed, rolled: rolled.value };
  }
}

/** "Ann 44%, Bo 32% and Cy 24%", as the setup lists chances. */
function listed(names: string[], chances: number[]): string {
  const parts = wholeShares(chances).map((share, i) => `${names[i]} ${share}%`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The setup for these seats under minimal cut to `target`, the fair start ticked. */
async function setUpFair(
  page: Page,
  seats: Array<{ name: string; bot?: string }>,
  seed: number,
  target: number,
) {
  await fillSetup(page, { preset: 'minimal', seats, seed: String(seed) });
  // At the preset's own 10,000 the setup says what the first game's odds cost (or that four
  // seats are approximated); at the short target, under a minute; once worked out, nothing.
  const note = page.getByTestId('seat-odds-note');
  await expect(note).toContainText(
    seats.length === 3
      ? /works out the odds for three players first: about [\d.]+ (minutes|hours) \(once; kept/
      : 'With four players at these rules the odds are approximate',
  );
  await page.getByTestId('edit-rules').click();
  await page.getByTestId('rule-target').fill(String(target));
  await expect(note).toContainText('first: under a minute');
  await page.getByTestId('fair-start').check();
}

/** Pictures in both themes at every size, `shown` scrolled into view. */
async function pictures(page: Page, name: string, shown: string): Promise<void> {
  for (const theme of ['felt', 'light'] as const) {
    await page.getByTestId('open-settings').click();
    await page.getByTestId(`settings-theme-${theme}`).check();
    await page.keyboard.press('Escape');
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.getByTestId(shown).scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${theme}-${width}x${height}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The table shows each seat's chance, whole percentages as the engine's table gives them ("about"
 * and "~" where the odds are approximate).
 */
async function expectChances(
  page: Page,
  names: string[],
  chances: number[],
  about = false,
): Promise<void> {
  const text = page.getByTestId('win-chance-text');
  for (const [i, share] of wholeShares(chances).entries()) {
    await expect(text).toContainText(`${names[i]} ${about ? 'about ' : ''}${share}% to win`);
    await expect(page.getByTestId(`seat-chance-${i}`)).toContainText(
      `${about ? '~' : ''}${share}%`,
    );
  }
}

/**
 * A table of these seats (Sage second) under minimal cut to `target`: the setup's fair start
 * figures, the table's chances, the coach in win % on the opening roll, and Sage's turn.
 */
async function playToWin(
  page: Page,
  names: string[],
  target: number,
  pictured: string,
  /** The solve takes long enough for its progress to show in words first. */
  showsProgress = false,
) {
  const rules = shortRules(target);
  const table = solveSeats(rules, names.length);
  const fair = seatFairStart(table);
  const fairRules = { ...rules, headStarts: fair.headStarts };
  const { seed, rolled } = scoringOpening(fairRules, names.length);
  const seats = names.map((name) => (name === 'Sage' ? { name, bot: 'expert' } : { name }));
  const voice = Voice.of(
    names.map((name) => ({ name, bot: null })),
    'You',
  );
  await setUpFair(page, seats, seed, target);

  const figures = page.getByTestId('fair-start-figures');
  if (showsProgress) {
    await expect(figures).toContainText(/Working out the odds for four players… \d+%/);
    // The solve runs on a worker thread: the app answers meanwhile (the median of five calls,
    // through the browser, on a machine its tests share).
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      await callApi(page, 'listPresets', null);
      times.push(Date.now() - started);
    }
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(250);
    await expect(figures).toContainText(/Working out the odds for four players/);
  }
  await expect(figures).toContainText(`Without a head start: ${listed(names, fair.without)}.`, {
    timeout: 90_000,
  });
  await expect(figures).toContainText(
    `When ${headStartList(voice, fair.headStarts, false)}: ${listed(names, fair.with)}.`,
  );
  await pictures(page, `${pictured}-setup`, 'fair-start-figures');
  // Worked out and kept: without the fair start too, the setup says nothing more of them.
  await page.getByTestId('fair-start').uncheck();
  await expect(page.getByTestId('seat-odds-note')).toBeHidden();
  await page.getByTestId('fair-start').check();
  await expect(figures).toContainText(`Without a head start: ${listed(names, fair.without)}.`);

  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-total')).toBeVisible();
  await expect(page.getByTestId('fair-start-note')).toContainText(
    headStartNote(voice, fair.headStarts),
  );
  await expectChances(page, names, fair.with);

  // The coach prices the opening keeps in Ann's chance of winning, as the n-seat table does.
  await page.getByTestId('coach-toggle').check();
  await page.keyboard.press('r');
  const best = seatOptions(table, rolled)[0]!;
  await expect(page.getByTestId('coach')).toContainText('Chance of winning the game');
  await expect(page.getByTestId('coach-options').locator('li').first()).toContainText(
    `${(best.chances[0]! * 100).toFixed(1)}%`,
  );
  await expectChances(page, names, seatChancesNow(table, rolled));
  await pictures(page, `${pictured}-table`, 'win-chance');

  // Ann keeps and banks; then Sage plays her turn from the table, and it is the third seat's.
  for (const die of bestKeep(rolled)) await selectDie(page, die);
  await page.keyboard.press('b');
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Sage' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('seat-2')).toHaveAttribute('aria-current', 'step', {
    timeout: 30_000,
  });
  const all = names.map((name) => `${name} \\d+% to win`).join(', ');
  await expect(page.getByTestId('win-chance-text')).toContainText(new RegExp(all));
}

test('three seats: the fair start, every seat’s chance, the coach in win % and Sage', async ({
  app,
}) => {
  test.setTimeout(180_000);
  await playToWin(app.page, ['Ann', 'Sage', 'Bo'], 1000, 'seat-odds-3');
});

test('four seats: the fair start, every seat’s chance, the coach in win % and Sage', async ({
  app,
}) => {
  // Four seats to 750: their table takes seconds (to 1,000, half a minute on a busy machine).
  test.setTimeout(240_000);
  await playToWin(app.page, ['Ann', 'Sage', 'Bo', 'Cy'], 750, 'seat-odds-4', true);
});

test('four seats to 10,000: every seat’s chance “about”, the coach in win % and Sage', async ({
  app,
}) => {
  test.setTimeout(180_000);
  const { page } = app;
  const names = ['Ann', 'Sage', 'Bo', 'Cy'];
  const { rules } = preset('minimal');
  const race = new SeatRace(rules, names.length);
  while (!race.buildSome(race.grid.span));
  const approx = SeatApprox.solving(race, names.length);
  const { seed, rolled } = scoringOpening(rules, names.length);
  const seats = names.map((name) => (name === 'Sage' ? { name, bot: 'expert' } : { name }));
  await fillSetup(page, { preset: 'minimal', seats, seed: String(seed) });
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-total')).toBeVisible();
  const start = newGame({ rules, seats: names.length, generator: 'xoroshiro128plus', seed });
  // The race is built on a worker thread at low priority: seconds on a busy machine.
  await expect(page.getByTestId('win-chance-text')).toBeVisible({ timeout: 60_000 });
  await expectChances(page, names, seatChancesNow(approx, start), true);
  await expect(page.getByTestId('win-chance')).toContainText('too many positions');

  await page.getByTestId('coach-toggle').check();
  await page.keyboard.press('r');
  const best = seatOptions(approx, rolled)[0]!;
  await expect(page.getByTestId('coach')).toContainText(
    'Chance of winning the game after each choice, then playing it best (about:',
  );
  await expect(page.getByTestId('coach-options').locator('li').first()).toContainText(
    `${(best.chances[0]! * 100).toFixed(1)}%`,
  );
  await expectChances(page, names, seatChancesNow(approx, rolled), true);
  await pictures(page, 'seat-odds-4-approx-table', 'win-chance');

  // Ann keeps and banks; then Sage plays her turn by the approximation.
  for (const die of bestKeep(rolled)) await selectDie(page, die);
  await page.keyboard.press('b');
  await expect(page.getByTestId('seat-2')).toHaveAttribute('aria-current', 'step', {
    timeout: 30_000,
  });
  const all = names.map((name) => `${name} about \\d+% to win`).join(', ');
  await expect(page.getByTestId('win-chance-text')).toContainText(new RegExp(all));
});

test('three seats at house rules with a three-farkle penalty: every seat’s chance “about”', async ({
  app,
}) => {
  test.setTimeout(120_000);
  const { page } = app;
  const names = ['Ann', 'Bo', 'Cy'];
  const rules = { ...preset('house').rules, threeFarklePenalty: 500 };
  const seed = 7;
  await fillSetup(page, { preset: 'house', seats: names.map((name) => ({ name })), seed: '7' });
  await page.getByTestId('edit-rules').click();
  await page.getByTestId('rule-threeFarklePenalty').fill('500');
  await expect(page.getByTestId('seat-odds-note')).toContainText(
    'With three players at these rules the odds are approximate (“about”)',
  );
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-total')).toBeVisible();
  // The same race built here while the app builds its own on its worker thread.
  const race = new SeatRace(rules, names.length);
  while (!race.buildSome(race.grid.span));
  const approx = SeatApprox.solving(race, names.length);
  const start = newGame({ rules, seats: names.length, generator: 'xoroshiro128plus', seed });
  // The race is built on a worker thread at low priority: seconds on a busy machine.
  await expect(page.getByTestId('win-chance-text')).toBeVisible({ timeout: 60_000 });
  await expectChances(page, names, seatChancesNow(approx, start), true);
  await expect(page.getByTestId('win-chance')).toContainText('too many positions');
  await pictures(page, 'seat-odds-3-penalty-table', 'win-chance');
});

/** The first seed at which Ann, last of four, plays a scoring roll in a final round with Sage after her. */
function annInTheFinalRound(table: ReturnType<typeof solveSeats>): {
  seed: number;
  atAnn: FarkleState;
} {
  const rules = table.layout.rules;
  for (let seed = 1; ; seed++) {
    let state = newGame({ rules, seats: 4, generator: 'xoroshiro128plus', seed });
    while (!state.over && state.current !== 3)
      state = played(state, seatExpertAction(table, state));
    const rolled = apply(state, { type: 'roll' });
    const later = state.finalRound?.remaining.length ?? 0;
    if (later > 1 && rolled.ok && rolled.value.turn.phase === 'choose')
      return { seed, atAnn: state };
  }
}

function played(state: FarkleState, action: FarkleAction): FarkleState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`the engine refused ${action.type}: ${next.error.message}`);
  return next.value;
}

test('four seats at csc276: Sage and the coach through a final round, every seat’s chance shown', async ({
  app,
}) => {
  test.setTimeout(240_000);
  const { page } = app;
  const names = ['Sage', 'Vera', 'Hazel', 'Ann'];
  // Cut to 300 points: the exact four-seat table solves in seconds, and the first bank past
  // 300 starts the final round. Its turns are solved on the app's odds thread.
  const rules = { ...preset('csc276').rules, target: 300 };
  const table = solveSeats(rules, names.length);
  const { seed, atAnn } = annInTheFinalRound(table);
  const seats = names.map((name) => (name === 'Ann' ? { name } : { name, bot: 'expert' }));
  await fillSetup(page, { preset: 'csc276', seats, seed: String(seed) });
  await page.getByTestId('edit-rules').click();
  await page.getByTestId('rule-target').fill('300');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-total')).toBeVisible();

  // The Sages play up to Ann's turn in the final round, which shows every seat's chance.
  await expect(page.getByTestId('seat-3')).toHaveAttribute('aria-current', 'step', {
    timeout: 120_000,
  });
  await expect(page.getByTestId('final-round')).toBeVisible();
  await expectChances(page, names, seatChancesNow(table, atAnn));

  // The coach prices Ann's keeps in her chance of winning, the round's turn solved for her.
  await page.getByTestId('coach-toggle').check();
  await page.keyboard.press('r');
  let state = played(atAnn, { type: 'roll' });
  const best = seatOptions(table, state)[0]!;
  await expect(page.getByTestId('coach')).toContainText('Chance of winning the game');
  await expect(page.getByTestId('coach-options').locator('li').first()).toContainText(
    `${(best.chances[3]! * 100).toFixed(1)}%`,
  );
  await expectChances(page, names, seatChancesNow(table, state));
  await pictures(page, 'seat-odds-4-final-round', 'win-chance');

  // Ann plays her last turn as the table says is best; then Sage plays hers and the game ends.
  while (!state.over && state.current === 3) {
    const action = seatExpertAction(table, state);
    if (action.type === 'keep') {
      // The dice have landed before any is picked.
      const live = state.turn.dice.filter((d) => !d.aside && d.face !== 0).map((d) => d.face);
      await expectLiveFaces(page, live.sort().join(''));
      for (const die of action.dice) await selectDie(page, die);
    } else {
      await page.keyboard.press(action.type === 'bank' ? 'b' : 'r');
    }
    state = played(state, action);
  }
  while (!state.over) state = played(state, seatExpertAction(table, state));
  await expect(page.getByTestId('winner')).toContainText(names[state.winner!]!, BOTS_PLAY);
});
