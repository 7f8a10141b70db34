/**
 * Roll-Dice-Roll through the UI: a seeded game played by a person with clicks and keys, the
 * screen checked after every move against the engine run here in Node on the same seed.
 */
import type { Page } from '@playwright/test';
import type { RollDiceAction, RollDiceState } from '../src-shared/rolldice';
import { apply, diceSum, newGame } from '../src-main/engine/rolldice/game';
import { scoreFormula } from '../src-main/services/rolldice';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { FACE_WORDS, screenshot, screenshotsAtSizes } from './helpers/ui';

const SEED = 0x2a;

function after(state: RollDiceState, action: RollDiceAction): RollDiceState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`the engine refused ${action.type}: ${result.error.message}`);
  return result.value;
}

/** Everything the table shows about the game, against the engine's state. */
async function expectShown(page: Page, state: RollDiceState): Promise<void> {
  await expect(page.getByTestId('rd-total')).toHaveText(String(state.total));
  await expect(page.getByTestId('rd-target')).toHaveText(String(state.target));
  await expect(page.getByTestId('rd-round')).toHaveText(`Round ${state.round} of 3`);
  await expect(page.getByTestId('rd-turn')).toHaveText(String(state.turn));
  await expect(page.getByTestId('rd-round-score')).toHaveText(String(state.roundScore));
  await expect(page.getByTestId('rd-formula')).toHaveText(scoreFormula(state));
  const dice = page.getByTestId('rd-dice');
  for (const [i, value] of state.dice.entries()) {
    const die = dice.getByTestId(`die-${i + 1}`);
    await expect(die).toHaveAttribute(
      'aria-label',
      `die ${i + 1}: ${value === 0 ? 'not rolled yet' : FACE_WORDS[value]}`,
    );
    await expect(die.locator('circle.pip')).toHaveCount(value);
  }
}

test('a seeded Roll-Dice-Roll game: rolls, a new target, stops and the result', async ({ app }) => {
  const { page } = app;
  await page.getByTestId('open-rolldice').click();
  await expect(page.getByTestId('rd-setup')).toBeVisible();
  await screenshotsAtSizes(page, 'rolldice-setup');
  await page.getByTestId('rd-name-0').fill('Ada');
  await page.getByTestId('rd-seed').fill('0x2a');
  await page.getByTestId('rd-start').click();
  await expect(page.getByTestId('rd-player')).toHaveText('Ada');
  await expect(page.getByTestId('rd-seed-shown')).toContainText(String(SEED));

  let state = newGame({ generator: 'xoroshiro128plus', seed: SEED });
  await expectShown(page, state);
  await expect(page.getByTestId('rd-formula')).toHaveText(`no roll yet this round: total 0`);

  // A new target before the first roll: two points on the total.
  await page.getByTestId('rd-retarget').click();
  state = after(state, { type: 'retarget' });
  expect(state.total).toBe(2);
  await expectShown(page, state);
  await expect(page.getByTestId('rd-rejected')).toContainText('(+2)');

  // Stop before any roll: the main process refuses, in its words.
  await page.getByTestId('rd-stop').click();
  await expect(page.getByTestId('rd-error')).toContainText(
    'roll at least one die before you stop the round',
  );

  /** Rolls dice 1 to 5 in turn until the sum is within 2 of the target, then stops. */
  let keyboard = false;
  for (let round = 1; round <= 3; round++) {
    for (let die = 1; die <= 5; die++) {
      if (keyboard) await page.keyboard.press(String(die));
      else await page.getByTestId('rd-dice').getByTestId(`die-${die}`).click();
      keyboard = !keyboard;
      state = after(state, { type: 'roll', die });
      await expectShown(page, state);
      if (Math.abs(diceSum(state.dice) - state.target) <= 2) break;
    }
    if (round === 1) {
      // After a roll, a new target is refused.
      await page.getByTestId('rd-retarget').click();
      await expect(page.getByTestId('rd-error')).toContainText(
        'a new target can only be picked before the first roll of a round',
      );
      await expectShown(page, state);
      await screenshotsAtSizes(page, 'rolldice');
      await page.setViewportSize({ width: 800, height: 600 });
      await page.getByTestId('rd-hint-toggle').click();
      await expect(page.getByTestId('rd-hint-best')).toContainText('Best:');
      await screenshot(page, 'rolldice-hint-800x600');
      await page.setViewportSize({ width: 1200, height: 820 });
      await page.getByTestId('rd-hint-toggle').click();
    }
    if (round === 3) {
      await page.getByTestId('rd-stop').click();
    } else {
      await page.keyboard.press('s');
    }
    state = after(state, { type: 'stop' });
    if (!state.over) await expectShown(page, state);
  }

  // The result: the rounds and the total, congratulated or consoled.
  expect(state.over).toBe(true);
  const result = page.getByTestId('rd-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('rd-result-total')).toHaveText(String(state.total));
  // "So close" only for a near miss: within 5 of a win.
  const short = state.total - 19;
  await expect(page.getByTestId('rd-result-title')).toHaveText(
    state.won
      ? 'Congratulations, Ada!'
      : short <= 5
        ? 'So close, Ada.'
        : short <= 20
          ? 'Not far off, Ada.'
          : 'Not this time, Ada.',
  );
  // The game is over: nobody is "playing" any more.
  await expect(page.getByTestId('rd-playing')).toHaveCount(0);
  const rows = page.getByTestId('rd-result-rounds').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const [i, round] of state.rounds.entries()) {
    await expect(rows.nth(i).locator('td').first()).toContainText(String(round.target));
    // Dice never rolled show as a dash, not as 0.
    const dice = round.dice.map((d) => (d === 0 ? '–not rolled' : String(d))).join(' ');
    await expect(rows.nth(i).locator('td').nth(1)).toHaveText(dice);
    await expect(rows.nth(i).locator('td').last()).toHaveText(String(round.score));
  }
  await expect(page.getByTestId('announcer')).toContainText(`Final total ${state.total}`);
  await screenshotsAtSizes(page, 'rolldice-result');
});

test('hotseat: a person, then the bot at its own pace; an unfinished game resumes', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-name-0').fill('Bo');
  await page.getByTestId('rd-add-bot').click();
  await expect(page.getByTestId('rd-name-1')).toHaveValue('Vera');
  await page.getByTestId('rd-seed').fill('7');
  await page.getByTestId('rd-start').click();
  await expect(page.getByTestId('rd-player')).toHaveText('Bo');

  // Bo rolls die 1 once a round and stops.
  let state = newGame({ generator: 'xoroshiro128plus', seed: 7 });
  for (let round = 1; round <= 3; round++) {
    await page.keyboard.press('1');
    state = after(state, { type: 'roll', die: 1 });
    await expect(page.getByTestId('rd-turn')).toHaveText('1');
    await page.keyboard.press('s');
    state = after(state, { type: 'stop' });
    if (!state.over)
      await expect(page.getByTestId('rd-round')).toHaveText(`Round ${round + 1} of 3`);
  }
  await expect(page.getByTestId('rd-result-total')).toHaveText(String(state.total));

  // The bot plays the same seed, one move at a time, then its result shows.
  await page.getByTestId('rd-next-player').click();
  await expect(page.getByTestId('rd-player')).toHaveText('Vera');
  await expect(page.getByTestId('rd-bot-panel')).toBeVisible();
  await expect(page.getByTestId('rd-stop')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Fast' }).check();
  await screenshot(page, 'rolldice-bot-1200x820');
  await expect(page.getByTestId('rd-result')).toBeVisible({ timeout: 30_000 });
  const scores = page.getByTestId('rd-scores');
  await expect(scores.locator('li')).toHaveCount(2);
  await expect(scores.locator('li').first()).toContainText('Bo');
  await expect(scores.getByTestId('rd-score-chip').first()).toHaveText(
    new RegExp(`^${state.total}\\s`),
  );

  // A game left open is offered again, and resumes where it was.
  await page.getByTestId('rd-next-player').click();
  await expect(page.getByTestId('rd-player')).toHaveText('Bo');
  await page.getByTestId('rd-dice').getByTestId('die-3').click();
  await expect(page.getByTestId('rd-turn')).toHaveText('1');
  const total = await page.getByTestId('rd-total').textContent();
  await page.getByTestId('back-home').click();
  await page.getByTestId('open-rolldice').click();
  await expect(page.getByTestId('rd-unfinished')).toContainText('Bo');
  await page.getByTestId('rd-resume').first().click();
  await expect(page.getByTestId('rd-turn')).toHaveText('1');
  await expect(page.getByTestId('rd-total')).toHaveText(total!);
});

test('a drawn Roll-Dice-Roll game: the player seed is the player’s to change until the first roll', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-start').click();
  // The player seed sits under "Fair dice" in the bar, as at every table.
  await page.getByTestId('open-dice-details').click();
  const field = page.getByTestId('player-seed-input');
  await field.fill('ada-7');
  await field.press('Enter');
  await expect(page.getByTestId('player-seed')).toHaveAttribute('data-player-seed', 'ada-7');
  // The main process holds it: the game as stored carries it.
  const listed = (await callApi(page, 'startup', null)).unfinishedGames;
  const game = listed.find((entry) => entry.game === 'rolldice')!;
  expect(game.view.playerSeed).toBe('ada-7');
  // The first roll fixes it: shown, no longer a field.
  await page.getByTestId('rd-dice').getByTestId('die-1').click();
  await expect(page.getByTestId('rd-turn')).toHaveText('1');
  await expect(field).toHaveCount(0);
  await page.getByTestId('open-dice-details').click();
  await expect(page.getByTestId('player-seed')).toHaveText('ada-7');
  // At the end, Fair dice names the player seed beside the seed it checks.
  await page.keyboard.press('Escape');
  await page.getByTestId('rd-stop').click();
  for (let round = 2; round <= 3; round++) {
    await expect(page.getByTestId('rd-round')).toHaveText(`Round ${round} of 3`);
    await page.getByTestId('rd-dice').getByTestId('die-1').click();
    await page.getByTestId('rd-stop').click();
  }
  await page.getByTestId('rd-result').getByTestId('open-dice-check').click();
  await expect(page.getByTestId('checked-player-seed')).toHaveText('ada-7');
});
