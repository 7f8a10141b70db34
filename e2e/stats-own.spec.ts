/** Stats opens on the player's own profile, not the first name in the list. */
import type { Page } from '@playwright/test';
import type { FarkleView } from '../src-shared/api';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';

/** One ECE 209 test turn (seed 111: 1 3 4 4 4 5) for `name`: everything but the 3, banked. */
async function soloTurn(page: Page, name: string): Promise<void> {
  const game: FarkleView = await callApi(page, 'createGame', {
    preset: 'ece209',
    rules: null,
    seats: [{ name, bot: null }],
    seed: '111',
    generator: 'ece209',
  });
  const rolled = await callApi(page, 'act', { gameId: game.id, step: 0, action: { type: 'roll' } });
  const dice = rolled.turn.dice.flatMap((d, i) => (d.face === 3 ? [] : [i]));
  const kept = await callApi(page, 'act', {
    gameId: game.id,
    step: 1,
    action: { type: 'keep', dice },
  });
  await callApi(page, 'act', { gameId: game.id, step: kept.actionCount, action: { type: 'bank' } });
}

test('Stats opens on the player’s own profile after a game with someone listed first', async ({
  app,
}) => {
  const { page } = app;
  await soloTurn(page, 'Ana');
  await soloTurn(page, 'You');
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-name')).toHaveText('You');
});
