/**
 * A first-time player with the setup's defaults: the name question on the first run (skipped),
 * then a whole game as "You" against the default bot. Every banner and card about the player's
 * own farkle, hot dice, banks, final round and win speaks to them in the second person; the bot
 * is told by name.
 */
import type { Page } from '@playwright/test';
import type { FarkleEvent } from '../src-shared/farkle';
import type { BotId } from '../src-main/engine/farkle/bots';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import { hasEveryMoment, playOwnGame } from './helpers/own-game';
import { BOTS_PLAY } from './helpers/seats';
import { expectMomentSeen, forgetMoments, watchMoments } from './helpers/moments';
import { expectLiveFaces, screenshot, screenshotsAtSizes, selectDie } from './helpers/ui';

/** A seed whose game (keep the best dice, bank at 300) has every moment, found by the engine. */
const SEED = 869;
const BANK_AT = 300;

test.use({ firstRun: true });

/** The player's seat spoken of in the third person: "You’s turn", "You wins", "You banks"... */
const THIRD_PERSON_YOU = /\bYou(['’]s| (wins|banks|loses|rolls|is|has|farkles|reaches)\b)/;

async function expectNoThirdPersonYou(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(THIRD_PERSON_YOU);
}

/** What the table shows for the player's own events, checked as each click's answer arrives. */
async function expectSecondPerson(page: Page, events: FarkleEvent[], bot: string): Promise<void> {
  const points = (n: number) => n.toLocaleString('en-US');
  // Moments are checked as they were shown (one that ends the turn lasts until the bot's first
  // roll); pictures wait for every check.
  const pictures: string[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'roll':
        if (!events.some((e) => e.type === 'farkle')) {
          await expectLiveFaces(page, [...event.faces].sort().join(''));
        }
        break;
      case 'farkle':
        await expectMomentSeen(
          page,
          'moment-farkle',
          event.lost > 0 ? `You farkled: ${points(event.lost)} lost` : 'your turn is over',
        );
        await expect(page.getByTestId('last-turn')).toContainText(
          event.lost > 0 ? `You farkled, losing ${points(event.lost)}.` : 'You farkled.',
        );
        pictures.push('second-person-farkle');
        break;
      case 'hot-dice':
        await expectMomentSeen(
          page,
          'moment-hot-dice',
          'All six dice scored: you roll six fresh dice',
        );
        pictures.push('second-person-hot-dice');
        break;
      case 'bank':
        if (events.some((e) => e.type === 'game-over')) break;
        await expectMomentSeen(page, 'moment-bank', `You bank and now have ${points(event.total)}`);
        break;
      case 'on-board':
        await expectMomentSeen(page, 'moment-on-board', 'Your points now count');
        break;
      case 'final-round': {
        const total = events.find((e) => e.type === 'bank')!;
        await expectMomentSeen(
          page,
          'moment-final-round',
          `You reached ${points(total.type === 'bank' ? total.total : 0)}`,
        );
        await expect(page.getByTestId('final-round')).toContainText(
          `You reached the target; last turn for ${bot}.`,
        );
        break;
      }
      case 'keep':
      case 'game-over':
        break;
    }
  }
  for (const picture of pictures) await screenshot(page, picture);
  await expectNoThirdPersonYou(page);
}

test('a first game with the defaults speaks to the player as "you"', async ({ app }) => {
  test.setTimeout(360_000);
  const { page } = app;

  // The first run asks the name once; skipping keeps "You", and the question stays answered.
  const prompt = page.getByTestId('name-prompt');
  await expect(prompt).toBeVisible();
  await screenshotsAtSizes(page, 'name-prompt');
  await page.getByTestId('name-prompt-skip').click();
  await expect(prompt).toHaveCount(0);
  // The bot at fast speed (not a setup default, and not what is checked here): at normal speed
  // its pauses were most of this game's minute.
  const settings = await callApi(page, 'getSettings', null);
  await callApi(page, 'saveSettings', { ...settings, botSpeed: 'fast' });
  await page.reload();
  await expect(page.getByTestId('setup')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The setup's defaults: House rules, "You" and the default bot.
  await expect(page.getByTestId('preset-house')).toBeChecked();
  await expect(page.getByTestId('seat-name-0')).toHaveValue('You');
  const bot = await page.getByTestId('seat-kind-1').inputValue();
  const botName = await page.getByTestId('seat-name-1').inputValue();
  const game = playOwnGame('house', bot as BotId, SEED, BANK_AT);
  expect(hasEveryMoment(game), `seed ${SEED} has a farkle, hot dice, banks and a win`).toBe(true);
  await page.getByTestId('seed-input').fill(String(SEED));
  await watchMoments(page);
  await page.getByTestId('start-game').click();

  for (const [n, turn] of game.turns.entries()) {
    await expect(page.getByTestId('turn-player')).toHaveText('Your turn', BOTS_PLAY);
    await expect(page.getByTestId('roll')).toHaveAttribute('aria-disabled', 'false', BOTS_PLAY);
    // The bot's turn before this one is told by name.
    if (n > 0) {
      await expect(page.getByTestId('last-turn')).toContainText(
        new RegExp(`^${botName} (banked|farkled)`),
      );
    }
    for (const click of turn) {
      for (const at of click.keep) await selectDie(page, at);
      await forgetMoments(page);
      await page.getByTestId(click.button).click();
      await expectSecondPerson(page, click.events, botName);
    }
  }

  // The end card: the player's win, in the second person.
  const card = page.getByTestId('game-over');
  await expect(card).toBeVisible(BOTS_PLAY);
  await expect(card).toHaveAttribute('data-outcome', 'win');
  await expect(page.getByTestId('end-verdict')).toHaveText('Well played!');
  await expect(page.getByTestId('winner')).toHaveText('You win!');
  await expect(page.getByTestId('final-round-note')).toContainText(
    'Final round played: you reached the target first',
  );
  await expect(page.getByTestId('end-accuracy')).toContainText('Your accuracy:');
  await expectNoThirdPersonYou(page);
  await screenshot(page, 'second-person-win');
});

test('a name given at the first run seats the player under it, and the table still says "you"', async ({
  app,
}) => {
  const { page } = app;
  await page.getByTestId('name-prompt-field').fill('Ana');
  await page.getByTestId('name-prompt-save').click();
  await expect(page.getByTestId('name-prompt')).toHaveCount(0);
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Ana');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-player')).toHaveText('Your turn');
  await expect(page.getByTestId('seat-0')).toContainText('Ana');
});
