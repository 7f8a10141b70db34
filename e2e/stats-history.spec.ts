/**
 * The memory of the table through its screens: two games played with the mouse (a one-turn ECE 209
 * test and a whole Minimal game against the optimal bot), then Stats and History show them with
 * the numbers the table showed; the replay viewer steps through the game and agrees with the
 * API frame by frame; all history is exported and imported again as nothing new.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { FarkleFrame } from '../src-shared/api';
import { expect, test } from './fixtures';
import { callApi } from './helpers/api';
import {
  FACE_WORDS,
  expectLiveFaces,
  newGame,
  parsePoints,
  readDice,
  screenshotsAtSizes,
  selectFaces,
} from './helpers/ui';

/** Poll often: the table answers in a few milliseconds. */
const FAST = { intervals: [10, 20, 50, 100] };

interface PlayedGame {
  totals: number[];
  /** Each turn's points from the turn log, oldest first, with its seat. */
  turns: Array<{ seat: number; points: number }>;
}

/** What the table shows once the game is over: the totals and the turn log. */
async function readFinishedGame(page: Page, seats: number): Promise<PlayedGame> {
  await expect(page.getByTestId('game-over')).toBeVisible();
  const totals: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    totals.push(parsePoints((await page.getByTestId(`seat-total-${seat}`).textContent()) ?? ''));
  }
  const turns = await page.getByTestId('log-entry').evaluateAll((entries) =>
    entries.map((entry) => ({
      seat: Number(entry.getAttribute('data-seat')),
      text: entry.querySelector('[data-testid="log-points"]')?.textContent ?? '',
    })),
  );
  return {
    totals,
    turns: turns.reverse().map((t) => ({ seat: t.seat, points: parsePoints(t.text) })),
  };
}

/**
 * Ada's whole turns, played with the table's keys: R to roll, 1-6 to pick every 1 and 5 (or else
 * a triple), B to bank. The bot plays its turns at instant speed in between.
 */
async function playUntilOver(page: Page): Promise<void> {
  /** The table in one read: over, Ada's turn to roll, turns logged, dice to pick or picked. */
  const table = () =>
    page.locator('body').evaluate((body) => ({
      over: body.querySelector('[data-testid="game-over"]') !== null,
      canRoll: body.querySelector('[data-testid="roll"][aria-disabled="false"]') !== null,
      turns: body.querySelectorAll('[data-testid="log-entry"]').length,
      pickable: body.querySelectorAll('[data-testid="dice"] [aria-disabled="false"]').length,
      selected: body.querySelectorAll('[data-testid="dice"] [data-state="selected"]').length,
    }));
  const until = (ready: (shown: Awaited<ReturnType<typeof table>>) => boolean) =>
    expect.poll(async () => ready(await table()), FAST).toBe(true);
  for (let turn = 0; turn < 80; turn++) {
    await until((t) => t.over || t.canRoll);
    const before = await table();
    if (before.over) return;
    await page.keyboard.press('r');
    // The roll either scores (dice to pick) or farkles (the turn is in the log).
    await until((t) => t.turns > before.turns || t.pickable > 0);
    if ((await table()).turns > before.turns) continue;
    const dice = await readDice(page);
    const free = dice.flatMap((d, i) => (d.state === 'free' && d.face > 0 ? [i] : []));
    let keep = free.filter((i) => dice[i]!.face === 1 || dice[i]!.face === 5);
    if (keep.length === 0) {
      const triple = [2, 3, 4, 6].find((f) => free.filter((i) => dice[i]!.face === f).length >= 3);
      keep = free.filter((i) => dice[i]!.face === triple).slice(0, 3);
    }
    for (const position of keep) await page.keyboard.press(String(position + 1));
    await until((t) => t.selected === keep.length);
    await page.keyboard.press('b');
    await until((t) => t.turns > before.turns);
  }
  throw new Error('the game did not end');
}

const shownDice = async (page: Page) =>
  (await readDice(page)).map((d) => `${FACE_WORDS[d.face]}${d.state === 'kept' ? ' kept' : ''}`);

/** The dice a frame shows: the turn in play, or how the last turn ended. */
function frameDice(frame: FarkleFrame): string[] {
  const { turn, history } = frame.game;
  const last = history.at(-1);
  const dice = turn.rolls.length > 0 || !last ? turn.dice : last.dice;
  return dice.map((d) => `${FACE_WORDS[d.face]}${d.aside ? ' kept' : ''}`);
}

async function expectFrame(page: Page, gameId: string, step: number): Promise<void> {
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', String(step));
  const frame = (await callApi(page, 'replayFrame', { gameId, step })) as FarkleFrame;
  // The frame's dice are drawn by a view loaded on first use: they may follow the step's number.
  await expect(async () =>
    expect(await shownDice(page), `dice at move ${step}`).toEqual(frameDice(frame)),
  ).toPass();
  for (const [seat, view] of frame.game.seats.entries()) {
    await expect(page.getByTestId(`seat-total-${seat}`)).toHaveText(
      view.total.toLocaleString('en-US'),
    );
  }
  await expect(page.getByTestId('replay-turn-total')).toHaveText(
    frame.game.turn.turnTotal.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('log-entry')).toHaveCount(frame.game.history.length);
}

test('games played at the table show in Stats and History, replay, export and import', async ({
  app,
}) => {
  // About 35 s here; room for a busy machine.
  test.setTimeout(90_000);
  const { page } = app;

  // Settings from the Stats screen: bots at instant speed.
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('no-profiles')).toBeVisible();
  await page.getByTestId('open-settings').click();
  await page.getByTestId('settings-speed-instant').check();
  await expect(page.getByTestId('settings-status')).toHaveText('Saved.');
  await page.getByTestId('back-home').click();

  // Game 1: Ada alone at ECE 209 is one test turn: 1 3 4 4 4 5, keep 4 4 4 1 5 for 550, bank.
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ada' }],
    seed: '111',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  await selectFaces(page, [4, 4, 4, 1, 5]);
  await expect(page.getByTestId('selection-score')).toHaveText('550');
  await page.getByTestId('bank').click();
  const solo = await readFinishedGame(page, 1);
  expect(solo).toEqual({ totals: [550], turns: [{ seat: 0, points: 550 }] });

  // Game 2: Ada against the optimal bot at Minimal, to 10,000.
  await page.getByTestId('new-game').click();
  await newGame(page, {
    preset: 'minimal',
    seats: [{ name: 'Ada' }, { name: 'Opti', bot: 'optimal' }],
    // The shortest such game of seeds 1 to 1,500: 28 turns.
    seed: '65',
  });
  await playUntilOver(page);
  const game = await readFinishedGame(page, 2);
  const winner = game.totals.indexOf(Math.max(...game.totals));
  // The one-seat test turn is neither won nor lost: it stands apart, under Solo.
  const adaTurns = game.turns.filter((t) => t.seat === 0).map((t) => t.points);
  const adaWins = winner === 0 ? 1 : 0;

  // Stats: Ada's numbers are the table's.
  await page.getByTestId('new-game').click();
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-name')).toHaveText('Ada');
  await expect(page.getByTestId('stat-games')).toHaveText('1');
  await expect(page.getByTestId('solo-games')).toHaveText('1');
  await expect(page.getByTestId('solo-turns')).toHaveText(String(solo.turns.length));
  await expect(page.getByTestId('solo-best')).toHaveText(
    Math.max(...solo.turns.map((t) => t.points)).toLocaleString('en-US'),
  );
  await expect(page.getByTestId('stat-wins')).toHaveText(String(adaWins));
  await expect(page.getByTestId('stat-best-turn')).toHaveText(
    Math.max(...adaTurns).toLocaleString('en-US'),
  );
  const average = adaTurns.reduce((a, b) => a + b, 0) / adaTurns.length;
  await expect(page.getByTestId('stat-average-turn')).toHaveText(
    average.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  await expect(page.getByTestId('stat-longest-game')).toHaveText(`${game.turns.length} turns`);
  await expect(
    page.getByTestId('by-preset').locator('tr[data-key="minimal"] td').nth(1),
  ).toHaveText(String(adaWins));
  await expect(page.getByTestId('chart-turn-scores')).toBeVisible();
  await expect(page.getByTestId('chart-win-rate')).toBeVisible();
  await screenshotsAtSizes(page, 'stats');

  // The bot's profile, under its character's name: one game, and a win if Ada lost.
  const profiles = await callApi(page, 'listProfiles', null);
  const opti = profiles.find((p) => p.bot === 'optimal')!;
  const character = (await callApi(page, 'listBots', null)).find((b) => b.id === 'optimal')!;
  expect(opti.name).toBe(character.name);
  await page.getByTestId('profile-select').selectOption(String(opti.id));
  await expect(page.getByTestId('stats-name')).toHaveText(character.name);
  await expect(page.getByTestId('stat-games')).toHaveText('1');
  await expect(page.getByTestId('stat-wins')).toHaveText(String(1 - adaWins));
  // Profile changes: a name that is taken is refused with the main process's reason.
  await page.getByTestId('manage-profile').locator('summary').click();
  await expect(page.getByTestId('merge-from')).toHaveCount(0); // the only bot profile
  await page.getByTestId('rename-input').fill('ada');
  await page.getByTestId('rename').click();
  await expect(page.getByTestId('profile-outcome')).toHaveText(
    'Could not rename: there is already a profile called ada: merge them instead.',
  );
  await page.getByTestId('back-home').click();

  // History: newest first, the totals and the winner as played.
  await page.getByTestId('open-history').click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('history-kind')).toHaveText('Classic');
  await expect(rows.nth(0).getByTestId('history-seat-total')).toHaveText(
    game.totals.map((t) => t.toLocaleString('en-US')),
  );
  await expect(rows.nth(0).getByTestId('history-seat-result')).toHaveText('winner');
  await expect(rows.nth(0).locator('li.won').getByTestId('history-seat-name')).toHaveText(
    winner === 0 ? 'Ada' : 'Opti',
  );
  await expect(rows.nth(1).getByTestId('history-kind')).toHaveText('Junk dice ride along');
  await expect(rows.nth(1).getByTestId('history-seat-total')).toHaveText(['550']);
  await page.getByTestId('filter-preset').selectOption('ece209');
  await expect(rows).toHaveCount(1);
  await page.getByTestId('filter-preset').selectOption('');
  await page.getByTestId('filter-profile').selectOption(String(opti.id));
  await expect(rows).toHaveCount(1);
  await page.getByTestId('filter-clear').click();
  await expect(rows).toHaveCount(2);
  await screenshotsAtSizes(page, 'history');

  // The replay: step, jump, keys; every frame as the API tells it.
  const gameId = (await rows.nth(0).getAttribute('data-game'))!;
  await rows.nth(0).getByTestId('open-replay').click();
  const first = (await callApi(page, 'replayFrame', { gameId, step: 0 })) as FarkleFrame;
  await expect(page.getByTestId('replay-step')).toContainText(`of ${first.steps}`);
  await expectFrame(page, gameId, 0);
  await page.getByTestId('replay-forward').click();
  await expectFrame(page, gameId, 1);
  await page.getByTestId('replay-forward').click();
  await expectFrame(page, gameId, 2);
  await page.getByTestId('replay-back').click();
  await expectFrame(page, gameId, 1);
  await page.getByTestId('replay-jump').selectOption('4');
  await expectFrame(page, gameId, first.turnStarts[4]!);
  await page.getByTestId('replay-forward').focus();
  await page.keyboard.press('ArrowRight');
  await expectFrame(page, gameId, first.turnStarts[4]! + 1);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectFrame(page, gameId, first.turnStarts[4]! - 1);
  await page.keyboard.press('End');
  await expectFrame(page, gameId, first.steps);
  await expect(page.getByTestId('replay-heading')).toContainText(
    `${winner === 0 ? 'Ada' : 'Opti'} wins`,
  );
  await expect(page.getByTestId('chart-score-race')).toBeVisible();
  await page.getByTestId('replay-jump').selectOption('6');
  await expectFrame(page, gameId, first.turnStarts[6]!);
  await screenshotsAtSizes(page, 'replay');
  await page.keyboard.press('Home');
  await expectFrame(page, gameId, 0);

  // Export this game: the engine's replay file of this very game.
  const gameFile = page.waitForEvent('download');
  await page.getByTestId('export-game').click();
  const saved = await gameFile;
  expect(saved.suggestedFilename()).toBe('hotdice-minimal-0x41.json');
  const replay = JSON.parse(readFileSync(await saved.path(), 'utf8')) as { actions: unknown[] };
  expect(replay.actions).toHaveLength(first.steps);
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('open-replay').first()).toBeFocused();

  // Export all history, import it back: nothing new; a file that is not JSON is refused.
  const allFile = page.waitForEvent('download');
  await page.getByTestId('export-all').click();
  const all = await allFile;
  expect(all.suggestedFilename()).toMatch(/^hotdice-history-\d{4}-\d{2}-\d{2}\.json$/);
  await page.getByTestId('import-file').setInputFiles(await all.path());
  await expect(page.getByTestId('file-outcome')).toContainText('0 imported, 2 already kept');
  // The list refreshes after an import; the picker takes the next file once it is done.
  await expect(page.getByTestId('import-file')).toBeEnabled();
  await page.getByTestId('import-file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('these are not games'),
  });
  await expect(page.getByTestId('file-outcome')).toHaveText(
    'This file cannot be imported: it is not JSON. Nothing was imported.',
  );
  // A file changed by hand: what is wrong, where, in words (never a path like games.0.replay...).
  const broken = JSON.parse(readFileSync(await all.path(), 'utf8')) as {
    games: Array<{ replay: { seats: Array<{ bot: string | null }> } }>;
  };
  broken.games[0]!.replay.seats[0]!.bot = 'skynet';
  await expect(page.getByTestId('import-file')).toBeEnabled();
  await page.getByTestId('import-file').setInputFiles({
    name: 'edited.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  const outcome = page.getByTestId('file-outcome');
  await expect(outcome).toContainText(
    `Game 1 in the file: seat 1's bot "skynet" is not one Hot Dice knows`,
  );
  await expect(outcome).toContainText('export the game again');
  await expect(outcome).not.toContainText(/games\.\d|Invalid option/);
  await outcome.screenshot({ path: '/tmp/names/import-refused.png' });
  await expect(rows).toHaveCount(2);
});
