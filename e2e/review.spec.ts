/**
 * Learning from a game: with the coach on, a selection shows what rolling on and banking are
 * worth before the choice; a bank that loses the game in the final round asks once; and the
 * finished game's review.
 */
import type { Page } from '@playwright/test';
import type { FarkleAction, FarkleReplay, FarkleState } from '../src-shared/farkle';
import {
  ENGINE_VERSION,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  advise,
  apply,
  botAction,
  newGame,
  preset,
} from '../src-main/engine';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { screenshot, selectDie } from './helpers/ui';

const rules = preset('house').rules;

/**
 * A house game of two optimal players up to the last turn of its final round, Ann's, rolled
 * once: her best keep then leaves her behind the leader, so banking would lose (or, `ahead`,
 * past them, so banking wins).
 */
function lastTurnReplay(ahead = false): {
  replay: FarkleReplay;
  keep: number[];
  state: FarkleState;
} {
  for (let seed = 1; ; seed++) {
    let state = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed });
    const actions: FarkleAction[] = [];
    const play = (action: FarkleAction): boolean => {
      const next = apply(state, action);
      if (!next.ok) return false;
      actions.push(action);
      state = next.value;
      return true;
    };
    while (!state.over && !(state.finalRound && state.current === 1)) {
      play(botAction('optimal', state));
    }
    if (state.over || !play({ type: 'roll' })) continue;
    // Narrowed before the roll; the roll changed the state.
    if (state.turn.phase !== 'choose') continue;
    const best = advise(state)?.options[0];
    if (best?.kind !== 'keep') continue;
    const leader = state.seats[0]!.total;
    const banked = state.seats[1]!.total + state.turn.turnTotal + best.score;
    // Behind the leader after it (a losing bank), or past them when `ahead` (a winning one).
    if (ahead ? banked <= leader : banked >= leader) continue;
    const replay: FarkleReplay = {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      engineVersion: ENGINE_VERSION,
      game: 'farkle',
      preset: 'house',
      rules,
      generator: 'xoroshiro128plus',
      seed,
      seats: [
        { name: 'Robo', bot: 'optimal' },
        { name: 'Ann', bot: null },
      ],
      actions,
    };
    return { replay, keep: best.dice, state };
  }
}

async function resumeImported(page: Page, replay: FarkleReplay): Promise<void> {
  await callApi(page, 'importFile', { text: JSON.stringify(replay) });
  await page.reload();
  await page.getByTestId('resume-unfinished').first().click();
  await expect(page.getByTestId('turn-player')).toContainText('Ann');
}

test('advice before the choice, a losing bank asks once, the end and its review', async ({
  app,
}) => {
  // Plays a game to its end and reviews it: longer than most specs on a loaded machine.
  test.setTimeout(120_000);
  const { page } = app;
  const { replay, keep } = lastTurnReplay();
  await resumeImported(page, replay);
  await page.getByTestId('coach-toggle').check();
  for (const die of keep) await selectDie(page, die);
  const advice = page.getByTestId('next-advice');
  await expect(advice).toContainText('Chance of winning');
  // The final round's last turn: banking behind the leader is a sure loss.
  await expect(page.getByTestId('next-bank')).toContainText('0.0%');
  await expect(page.getByTestId('next-best')).toContainText('roll on');
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `review-advice-${width}x${height}`);
  }

  await page.getByTestId('bank').click();
  const confirm = page.getByTestId('bank-confirm');
  await expect(confirm).toContainText('ends the game and you lose');
  // Nothing happened yet: the dice are still selected and the game goes on.
  await expect(page.getByTestId('game-over')).toHaveCount(0);
  await screenshot(page, 'review-confirm-800x600');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'review-confirm-1280x800');
  await page.getByTestId('bank-cancel').click();
  await expect(confirm).toHaveCount(0);
  await page.getByTestId('bank').click();
  await page.getByTestId('bank-anyway').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('winner')).toContainText('Robo');

  // The end of a lost game: told as a loss, what it changed, Rematch first.
  const over = page.getByTestId('game-over');
  await expect(over).toHaveAttribute('data-outcome', 'loss');
  await expect(page.getByTestId('end-verdict')).toContainText('Ann, this one got away');
  await expect(page.getByTestId('end-accuracy')).toContainText('Ann’s accuracy');
  await expect(page.getByTestId('end-win-rate')).toContainText('Win rate');
  await expect(over.locator('.actions button').first()).toHaveAttribute('data-testid', 'rematch');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'review-end-loss-1280x800');
  await page.setViewportSize({ width: 800, height: 600 });
  await screenshot(page, 'review-end-loss-800x600');

  // The review, from the game-over screen.
  await page.getByTestId('review-game').click();
  await expectReview(page, replay.actions.length + 2);
  await reviewShots(page, 'felt');
});

test('the review from History, in the light theme', async ({ app }) => {
  const { page } = app;
  const { replay, keep } = lastTurnReplay();
  // The same game finished: Ann keeps and banks behind the leader.
  const finished = {
    ...replay,
    actions: [...replay.actions, { type: 'keep', dice: keep }, { type: 'bank' }],
  } satisfies FarkleReplay;
  await callApi(page, 'importFile', { text: JSON.stringify(finished) });
  const settings = await callApi(page, 'getSettings', null);
  await callApi(page, 'saveSettings', { ...settings, theme: 'light' });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.reload();
  await page.getByTestId('open-history').click();
  await page.getByTestId('open-review').first().click();
  await expectReview(page, finished.actions.length);
  await reviewShots(page, 'light');
  // Every chart draws as configured: the curve's filled area needs chart.js's Filler plugin.
  await page.getByTestId('back-home').click();
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-name')).toBeVisible();
  expect(warnings.filter((text) => /chart|fill/i.test(text))).toEqual([]);
});

test('a won game ends on the win screen', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  const { replay, keep } = lastTurnReplay(true);
  await resumeImported(page, replay);
  for (const die of keep) await selectDie(page, die);
  await page.getByTestId('bank').click();
  const over = page.getByTestId('game-over');
  await expect(over).toHaveAttribute('data-outcome', 'win');
  await expect(page.getByTestId('end-verdict')).toHaveText('You won, Ann!');
  await expect(page.getByTestId('bank-confirm')).toHaveCount(0);
  await expect(page.getByTestId('end-win-rate')).toContainText('100%');
  await expect(page.getByTestId('end-win-rate')).toContainText('1 win in a row');
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `review-end-win-${width}x${height}`);
  }
});

/** The review of the imported game, finished with Ann's keep and bank: `steps` actions. */
async function expectReview(page: Page, steps: number): Promise<void> {
  await expect(page.getByTestId('review-unit')).toContainText('percentage points of winning');
  await expect(page.getByTestId('review-seat')).toHaveCount(2);
  await expect(page.getByTestId('review-accuracy').first()).toContainText('%');
  await expect(page.getByTestId('review-curve')).toBeVisible();
  // By ear: the summary takes the focus, the curve is told in words and every step is in a table.
  await expect(page.locator('#review-title')).toBeFocused();
  await expect(page.getByTestId('review-curve-words')).toContainText(
    /at the start; .*at the end\./,
  );
  await expect(page.getByTestId('review-curve-table').locator('tbody tr')).toHaveCount(steps + 1);
  // Ann's bank behind the leader gave up her last chance: marked, with what it gave up.
  const bank = page.locator(`[data-testid="review-decision"][data-step="${steps - 1}"]`);
  await expect(bank).toContainText('Ann: bank');
  await expect(bank.getByTestId('verdict')).not.toHaveText('Best');
  await expect(bank).toContainText('best roll 5 dice');
  // A key moment opens the replay at its step.
  const moment = page.getByTestId('key-moment').first();
  const step = Number(await moment.getAttribute('data-step'));
  expect(step).toBeLessThan(steps);
  // Its label names the position as the replay does (its name begins with what it shows, then
  // says what happened), and the replay comes into view there.
  const label = step === 0 ? 'At the start' : `At move ${step}`;
  await expect(moment).toHaveText(label);
  await expect(moment).toHaveAccessibleName(new RegExp(`^${label}: .+`));
  await moment.click();
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', String(step));
  await expect(page.getByTestId('replay-step')).toContainText(`Move ${step} of`);
  await expect(page.getByTestId('replay-step')).toBeInViewport();
}

async function reviewShots(page: Page, theme: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('review').scrollIntoViewIfNeeded();
    await screenshot(page, `review-${theme}-${width}x${height}`);
  }
}
