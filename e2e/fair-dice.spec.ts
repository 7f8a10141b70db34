/**
 * Provably fair dice at the table: a game whose seed the app draws shows only the commitment to
 * it, beside a player seed the player may change until the first roll; at the end it shows the
 * seed, and the check says it matches and that the dice follow from seed + player seed. Course
 * generators are never sealed.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNumber,
  liveFaces,
  newGame,
  readDice,
  screenshot,
  selectFaces,
  shownNumber,
  totalOf,
} from './helpers/ui';

/**
 * One seat of ECE 209 is a single test turn: roll, keep one scoring die (or a triple) and bank,
 * whatever the dice; `sealed`: the seed stays sealed until the end.
 */
async function playTestTurn(page: Page, sealed: boolean): Promise<void> {
  await page.getByTestId('roll').click();
  const over = page.getByTestId('game-over');
  await expect
    .poll(async () => (await over.count()) > 0 || (await liveFaces(page)) !== '')
    .toBe(true);
  if ((await over.count()) === 0) {
    if (sealed) await expect(page.getByTestId('seed')).toContainText('sealed');
    const faces = (await readDice(page)).map((d) => d.face);
    const single = faces.find((face) => face === 1 || face === 5);
    const triple = [2, 3, 4, 6].find((face) => faces.filter((f) => f === face).length >= 3)!;
    await selectFaces(page, single ? [single] : [triple, triple, triple]);
    await page.getByTestId('bank').click();
  }
  await expect(over).toBeVisible();
}

test('a drawn seed is sealed while playing, shown at the end, and checks out', async ({ app }) => {
  const { page } = app;
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ada' }],
    generator: 'xoroshiro128plus',
  });
  await expect(page.getByTestId('generator')).toContainText('HMAC-SHA256');
  // The player seed is filled in, shown beside the commitment under "Fair dice" in the bar, and
  // the player's to change.
  await page.getByTestId('open-dice-details').click();
  const playerSeed = page.getByTestId('player-seed-input');
  await expect(playerSeed).toHaveValue(/^[0-9a-f]{16}$/);
  await playerSeed.fill('Ada-lucky_7');
  await playerSeed.press('Tab');
  await expect(page.getByTestId('player-seed')).toHaveAttribute('data-player-seed', 'Ada-lucky_7');
  const sealed = page.getByTestId('seed-commitment');
  await expect(sealed).toBeVisible();
  await expect(page.getByTestId('seed')).toContainText('sealed');
  await expect(page.getByTestId('seed')).not.toContainText('0x');
  const commitment = (await sealed.getAttribute('data-commitment'))!;
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  await expect(sealed).toHaveAttribute('title', new RegExp(commitment));
  await screenshot(page, 'fair-dice-sealed');
  await page.getByTestId('open-dice-details').click();
  await expect(sealed).toBeHidden();

  await playTestTurn(page, true);
  // The first roll fixed it.
  await expect(page.getByTestId('player-seed-input')).toHaveCount(0);

  const seed = Number(await page.getByTestId('revealed-seed').textContent());
  await expect(page.getByTestId('checked-player-seed')).toHaveText('Ada-lucky_7');
  await expect(page.getByTestId('seed')).toContainText(`${seed} (0x${seed.toString(16)})`);
  // The result card keeps the hashes folded under Fair dice until asked for.
  await expect(page.getByTestId('game-over').locator('code').first()).toBeHidden();
  await page.getByTestId('open-dice-check').click();
  await page.getByTestId('check-dice').click();
  const verdict = page.getByTestId('dice-check-result');
  await expect(verdict).toContainText('They match');
  await expect(verdict).toContainText('HMAC-SHA256 of the seed and the player seed');
  const text = /hotdice:(hmac-sha256):(\d+)/.exec((await verdict.textContent()) ?? '')!;
  expect(Number(text[2])).toBe(seed);
  // The same check worked out here, apart from the app.
  expect(createHash('sha256').update(text[0]).digest('hex')).toBe(commitment);
  await screenshot(page, 'fair-dice-check');

  // A rematch draws a fresh seed and player seed: sealed again.
  await page.getByTestId('rematch').click();
  await expect(page.getByTestId('seed')).toContainText('sealed');
  await expect(page.getByTestId('seed-commitment')).not.toHaveAttribute(
    'data-commitment',
    commitment,
  );
});

test('bots that roll first wait for the player seed, and course generators are never sealed', async ({
  app,
}) => {
  const { page } = app;
  await newGame(page, {
    preset: 'minimal',
    seats: [{ name: 'Milo', bot: 'greedy' }, { name: 'Ada' }],
  });
  await page.getByTestId('open-dice-details').click();
  await expect(page.getByTestId('player-seed-input')).toBeVisible();
  await expect(page.getByTestId('start-bots')).toBeVisible();
  await screenshot(page, 'fair-dice-player-seed');
  await page.getByTestId('start-bots').click();
  await expect(page.getByTestId('player-seed-input')).toHaveCount(0);
  await expect(page.getByTestId('player-seed')).toBeVisible();
  await page.getByTestId('new-game').click();
  // ECE 209's own generator: its seed is shown from the start, though drawn.
  await newGame(page, { preset: 'ece209', seats: [{ name: 'Ada' }] });
  await expect(page.getByTestId('seed')).toContainText('0x');
  await expect(page.getByTestId('player-seed')).toHaveCount(0);
});

test('Stats can leave out the games whose seed was typed', async ({ app }) => {
  const { page } = app;
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ada' }],
    generator: 'xoroshiro128plus',
  });
  await playTestTurn(page, true);
  const drawn = await shownNumber(totalOf(page, 0));
  await page.getByTestId('new-game').click();
  // A typed seed, played the same way.
  await newGame(page, { preset: 'ece209', seats: [{ name: 'Ada' }], seed: '111' });
  await playTestTurn(page, false);
  const typed = await shownNumber(totalOf(page, 0));
  await page.getByTestId('new-game').click();
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-name')).toHaveText('Ada');
  // One-seat test turns count under Solo.
  await expect(page.getByTestId('solo-games')).toHaveText('2');
  await expectNumber(page.getByTestId('solo-best'), Math.max(drawn, typed));
  await page.getByTestId('with-chosen-seeds').uncheck();
  await expect(page.getByTestId('solo-games')).toHaveText('1');
  await expectNumber(page.getByTestId('solo-best'), drawn);
});

test('a drawn Roll-Dice-Roll seed is sealed until the result, then checks out', async ({ app }) => {
  const { page } = app;
  await page.getByTestId('open-rolldice').click();
  await page.getByTestId('rd-name-0').fill('Bo');
  await page.getByTestId('rd-start').click();
  await expect(page.getByTestId('rd-seed-shown')).toContainText('sealed');
  // The commitment is under Fair dice, not across the bar.
  await expect(page.getByTestId('seed-commitment')).toBeHidden();
  await page.getByTestId('open-dice-details').click();
  await expect(page.getByTestId('seed-commitment')).toBeVisible();
  await screenshot(page, 'fair-dice-rolldice-sealed');
  await page.getByTestId('open-dice-details').click();
  const commitment = await page.getByTestId('seed-commitment').getAttribute('data-commitment');
  // Bo rolls die 1 once a round and stops.
  const result = page.getByTestId('rd-result');
  for (let round = 1; round <= 3 && (await result.count()) === 0; round++) {
    await page.keyboard.press('1');
    await expect(page.getByTestId('rd-turn')).toHaveText('1');
    await expect(page.getByTestId('rd-seed-shown')).toContainText('sealed');
    await page.keyboard.press('s');
    const next = page.getByTestId('rd-round').filter({ hasText: `Round ${round + 1} of 3` });
    await expect(result.or(next)).toBeVisible();
  }
  await expect(result).toBeVisible();
  const seed = Number(await page.getByTestId('revealed-seed').textContent());
  await expect(page.getByTestId('rd-seed-shown')).toContainText(String(seed));
  await page.getByTestId('open-dice-check').click();
  await page.getByTestId('check-dice').click();
  await expect(page.getByTestId('dice-check-result')).toContainText('They match');
  const text = /hotdice:[\w-]+:\d+/.exec(
    (await page.getByTestId('dice-check-result').textContent()) ?? '',
  )!;
  expect(createHash('sha256').update(text[0]).digest('hex')).toBe(commitment);
  await screenshot(page, 'fair-dice-rolldice-check');
});
