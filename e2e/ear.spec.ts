/**
 * Play by ear: whole games by keyboard alone, checking after every key what a screen reader is
 * given to say (the announcer's live regions) and that the focus never falls to the page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectFocusKept,
  focusedId,
  heard,
  pressAndHear,
  pressAndHearAmong,
  tabTo,
} from './helpers/ear';

/** Anything Milo does on his own turn, said as it happens. */
const MILO_MOVE = /^Milo (rolled|kept|banked)/;

test('Farkle by ear: seed 0x2a, two turns each, to the end by keyboard alone', async ({ app }) => {
  test.setTimeout(90_000);
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await expectFocusKept(page);
  await tabTo(page, 'seed-input');
  await page.keyboard.type('0x2a');
  // "Change the rules" gives way to its fields: the focus goes to the first, not the page.
  await tabTo(page, 'edit-rules');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedId(page)).toBe('rule-target');
  await tabTo(page, 'rule-turnLimit-on');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await tabTo(page, 'start-game');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedId(page)).toBe('roll');
  // Milo at the slow pace, so his turn is still under way when Skip is pressed.
  for (let i = 0; i < 40 && (await focusedId(page)) !== 'bot-speed-normal'; i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Slow' })).toBeChecked();
  await tabTo(page, 'roll');

  // Turn 1: a roll, a selection die by die, the dice and scores on demand, then a farkle.
  await pressAndHear(page, 'r', ['You rolled 6 dice: 4, 3, 5, 1, 1, 4.']);
  await pressAndHear(page, '3', [
    'Die 3, five, selected.',
    'Keeping 5 scores 50: bank 50 or roll 5 dice.',
  ]);
  await pressAndHear(page, '4', [
    'Die 4, one, selected.',
    'Keeping 1, 5 scores 150: bank 150 or roll 4 dice.',
  ]);
  await pressAndHear(page, '5', [
    'Die 5, one, selected.',
    'Keeping 1, 1, 5 scores 250: bank 250 or roll 3 dice.',
  ]);
  await pressAndHear(page, 'd', [
    'Dice: die 1 four, die 2 three, die 3 five selected, die 4 one selected, die 5 one selected, die 6 four.',
  ]);
  await pressAndHear(page, 's', ['You 0, Milo 0, to 10,000, 2 turns each. Your turn total 0.']);
  await pressAndHear(page, 'r', [
    'You kept 1, 1, 5 for 250. Turn total 250.',
    'You rolled 3 dice: 6, 6, 3.',
    'Farkle! You farkled: 250 lost.',
    'Milo’s turn. You 0, Milo 0, to 10,000, 2 turns each.',
  ]);

  // Milo's turn, skipped: one sentence for the whole turn, and the focus back on Roll.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedId(page)).toBe('skip-turn');
  await pressAndHearAmong(
    page,
    'Enter',
    [
      'Milo: 2 rolls, banked 250, total 250.',
      'Your turn. You 0, Milo 250, to 10,000, 2 turns each.',
    ],
    MILO_MOVE,
  );
  expect(await focusedId(page)).toBe('roll');

  // Turn 2: after a keep the dice are named by the keys that pick them (die 3 is set aside).
  await pressAndHear(page, 'r', ['You rolled 6 dice: 2, 3, 1, 3, 6, 2.']);
  await pressAndHear(page, '3', [
    'Die 3, one, selected.',
    'Keeping 1 scores 100: bank 100 or roll 5 dice.',
  ]);
  await pressAndHear(page, 'r', [
    'You kept 1 for 100. Turn total 100.',
    'You rolled 5 dice: die 1 six, die 2 two, die 4 two, die 5 one, die 6 three.',
  ]);
  await pressAndHear(page, '3', ['Die 3 is kept already.']);
  await pressAndHear(page, '5', [
    'Die 5, one, selected.',
    'Keeping 1 scores 100: bank 200 or roll 4 dice.',
  ]);
  await pressAndHear(page, 'Escape', ['Selection cleared.']);
  await pressAndHear(page, '5', [
    'Die 5, one, selected.',
    'Keeping 1 scores 100: bank 200 or roll 4 dice.',
  ]);
  await pressAndHear(page, 'b', [
    'You kept 1 for 100. Turn total 200.',
    'You banked 200. Total 200.',
    'Milo’s turn. You 200, Milo 250, to 10,000, 2 turns each.',
  ]);
  // A key while Milo plays is answered, not ignored.
  await pressAndHearAmong(page, 'r', ['Milo is playing: wait for your turn.'], MILO_MOVE);
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedId(page)).toBe('skip-turn');
  await pressAndHearAmong(
    page,
    'Enter',
    ['Milo: 2 rolls, farkled, lost 250.', 'Milo wins the game!'],
    MILO_MOVE,
  );
  await expect(page.getByTestId('game-over')).toBeVisible();
  await pressAndHear(page, 's', ['Game over. You 200, Milo 250, to 10,000, 2 turns each.']);
  await pressAndHear(page, 'r', ['The game is over.']);
  await expectFocusKept(page);
});

test('Short game (5,000) is said through the live region that was there from the start', async ({
  app,
}) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await tabTo(page, 'short-game');
  await pressAndHear(page, 'Enter', [
    'Short game: the target is 5,000. The rule fields are open below.',
  ]);
  expect(await focusedId(page)).toBe('short-game');
  await expect(page.getByTestId('rule-target')).toHaveValue('5000');
});

/** Anything Neller does on his own turn, said as it happens. */
const NELLER_MOVE = /^Neller rolled/;

test('Pig by ear: seed 7 to 20, to the end by keyboard alone', async ({ app }) => {
  test.setTimeout(90_000);
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await tabTo(page, 'open-pig');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pig-setup')).toBeVisible();
  await expectFocusKept(page);
  await tabTo(page, 'pig-target-input');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20');
  // Neller, the strongest bot (the last in the list), in place of the middle one seated.
  await tabTo(page, 'pig-bot-1');
  await page.keyboard.press('End');
  await expect(page.getByTestId('pig-bot-1')).toHaveValue('optimal');
  await tabTo(page, 'pig-seed');
  await page.keyboard.type('7');
  await tabTo(page, 'pig-start');
  await pressAndHear(page, 'Enter', ['Your turn. You 0, Neller 0, to 20.']);
  expect(await focusedId(page)).toBe('pig-roll');
  // Each seat's figures are labelled for a screen reader, not bare numbers.
  await expect(page.getByTestId('pig-seat-0')).toContainText('total 0');
  await expect(page.getByTestId('pig-seat-0')).toContainText(/chance of winning \d+\.\d%/);
  await pressAndHear(page, 's', ['You 0, Neller 0, to 20. Your turn total 0, no rolls yet.']);
  await pressAndHear(page, 'h', ['Nothing to hold yet: press R to roll.']);
  await pressAndHear(page, 'r', ['You rolled a 5: turn total 5.']);
  await pressAndHear(page, 'r', ['You rolled a 5: turn total 10.']);
  // A 1 loses the turn total; Neller plays his turn, and the table comes back with the scores.
  await pressAndHearAmong(
    page,
    'r',
    [
      'You rolled a 1. A 1: you lose 10.',
      'Neller’s turn. You 0, Neller 0, to 20.',
      'Your turn. You 0, Neller 0, to 20.',
    ],
    NELLER_MOVE,
  );
  expect(await focusedId(page)).toBe('pig-roll');
  await pressAndHear(page, 'r', ['You rolled a 3: turn total 3.']);
  await pressAndHear(page, 'r', ['You rolled a 6: turn total 9.']);
  await pressAndHear(page, 'r', ['You rolled a 4: turn total 13.']);
  await pressAndHear(page, 's', ['You 0, Neller 0, to 20. Your turn total 13, rolls 3, 6, 4.']);
  await pressAndHearAmong(
    page,
    'h',
    ['You banked 13: total 13.', 'Neller’s turn. You 13, Neller 0, to 20.'],
    NELLER_MOVE,
  );
  // A key while Neller plays is answered; then he rolls to 21 and wins.
  await pressAndHearAmong(page, 'r', ['Neller is playing: wait for your turn.'], NELLER_MOVE);
  await expect(page.getByTestId('pig-result')).toBeVisible();
  await expect.poll(() => focusedId(page)).toBe('pig-winner');
  expect((await heard(page)).at(-1)?.text).toBe(
    'Neller rolled a 5: turn total 21. Neller banked 21: total 21. Neller wins.',
  );
  await pressAndHear(page, 's', ['Game over. You 13, Neller 21, to 20.']);
  await pressAndHear(page, 'r', ['The game is over.']);
});

test('Roll-Dice-Roll by ear: seed 0x2a, three rounds by keyboard alone', async ({ app }) => {
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await tabTo(page, 'open-rolldice');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rd-setup')).toBeVisible();
  await expectFocusKept(page);
  await tabTo(page, 'rd-seed');
  await page.keyboard.type('0x2a');
  await tabTo(page, 'rd-start');
  await pressAndHear(page, 'Enter', [
    'You play Roll-Dice-Roll, seed 42 (0x2a). Round 1 of 3: target 24. Total 0.',
  ]);
  expect(await focusedId(page)).toBe('die-1');
  await pressAndHear(page, 'd', [
    'Round 1 of 3: target 24. Total 0. Turn 0, round score 0. Dice: die 1 not rolled, die 2 not rolled, die 3 not rolled, die 4 not rolled, die 5 not rolled.',
  ]);
  await pressAndHear(page, '1', ['You rolled die 1: three. Turn 1, round score 21, total 21.']);
  await pressAndHear(page, '2', ['You rolled die 2: five. Turn 2, round score 32, total 32.']);
  await pressAndHear(page, '3', ['You rolled die 3: one. Turn 3, round score 45, total 45.']);
  await pressAndHear(page, 's', ['Round 1 stopped at 45. Round 2 of 3: target 27. Total 45.']);
  await pressAndHear(page, '1', ['You rolled die 1: four. Turn 1, round score 23, total 68.']);
  await pressAndHear(page, '2', ['You rolled die 2: six. Turn 2, round score 34, total 79.']);
  // A refusal is said at once, in the assertive region.
  await pressAndHear(page, 't', [
    'a new target can only be picked before the first roll of a round',
  ]);
  await expect(page.getByTestId('announcer-alert')).toContainText('a new target can only');
  await pressAndHear(page, 's', ['Round 2 stopped at 34. Round 3 of 3: target 24. Total 79.']);
  await pressAndHear(page, '4', ['You rolled die 4: three. Turn 1, round score 21, total 100.']);
  await pressAndHear(page, '5', ['You rolled die 5: five. Turn 2, round score 32, total 111.']);
  await pressAndHear(page, 's', [
    'Round 3 stopped at 32. Final total 111: not under 20. Not this time.',
  ]);
  expect(await focusedId(page)).toBe('rd-result-title');
  await pressAndHear(page, 'd', ['Game over. Final total 111.']);
  await pressAndHear(page, '1', ['The game is over.']);
});

/** axe's findings on the page as it stands, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  // Legacy mode: the Chromium fixture's context cannot open axe's extra page.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${v.help}`));
}

test('axe by ear: the coach and scoring marks on, mid-selection, both themes and forced colours', async ({
  app,
}) => {
  test.setTimeout(120_000);
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await page.getByTestId('seed-input').fill('0x2a');
  await page.getByTestId('start-game').click();
  await page.getByTestId('coach-toggle').check();
  await page.getByTestId('scoring-aid').check();
  await page.getByTestId('roll').focus();
  await pressAndHear(page, 'r', ['You rolled 6 dice: 4, 3, 5, 1, 1, 4.']);
  // The coach's "best" marks and the scoring stars are on the dice, and one die is picked.
  await expect(page.locator('[data-testid^="best-keep-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="scores-"]').first()).toBeVisible();
  await page.keyboard.press('4');
  await expect(page.getByTestId('selection-score')).toHaveText('100');
  for (const theme of ['felt', 'light'] as const) {
    await page.getByTestId('open-settings').click();
    // The slider is named by its own word, not by the figure beside it.
    await expect(page.getByRole('slider', { name: 'Volume', exact: true })).toBeVisible();
    await page.getByTestId(`settings-theme-${theme}`).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeFindings(page), `axe, ${theme} theme`).toEqual([]);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await axeFindings(page), `axe, ${theme} theme in forced colours`).toEqual([]);
    await page.emulateMedia({ forcedColors: 'none' });
  }
});

test('Roll-Dice-Roll by ear: the bot Vera plays her game after yours, hurried by keyboard', async ({
  app,
}) => {
  test.setTimeout(90_000);
  const { page } = app;
  await expect(page.getByTestId('setup')).toBeVisible();
  await tabTo(page, 'open-rolldice');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rd-setup')).toBeVisible();
  await tabTo(page, 'rd-add-bot');
  await page.keyboard.press('Enter');
  await tabTo(page, 'rd-seed');
  await page.keyboard.type('0x2a');
  await tabTo(page, 'rd-start');
  await pressAndHear(page, 'Enter', [
    'You play Roll-Dice-Roll, seed 42 (0x2a). Round 1 of 3: target 24. Total 0.',
  ]);
  for (const [key, words] of [
    ['1', 'You rolled die 1: three. Turn 1, round score 21, total 21.'],
    ['s', 'Round 1 stopped at 21. Round 2 of 3: target 29. Total 21.'],
    ['1', 'You rolled die 1: one. Turn 1, round score 28, total 49.'],
    ['s', 'Round 2 stopped at 28. Round 3 of 3: target 27. Total 49.'],
    ['1', 'You rolled die 1: four. Turn 1, round score 23, total 72.'],
    ['s', 'Round 3 stopped at 23. Final total 72: not under 20. Not this time.'],
  ] as const) {
    await pressAndHear(page, key, [words]);
  }
  await tabTo(page, 'rd-next-player');
  await pressAndHear(page, 'Enter', [
    'Vera plays Roll-Dice-Roll, seed 42 (0x2a). Round 1 of 3: target 24. Total 0.',
  ]);
  expect(await focusedId(page)).toBe('die-1');
  // A key during her game is answered; "Go on now" plays her moves without the wait.
  const VERA_MOVE = /^(Vera rolled|New target|Round \d stopped)/;
  await pressAndHearAmong(page, '1', ['Vera is playing: wait.'], VERA_MOVE);
  const goOn = page.getByRole('button', { name: 'Go on now' });
  for (let i = 0; i < 10 && !(await goOn.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(goOn).toBeFocused();
  while (await goOn.isVisible()) {
    await page.keyboard.press('Enter');
    await expectFocusKept(page);
  }
  // Her game over, the result takes the focus and says how she did.
  await expect.poll(() => focusedId(page)).toBe('rd-result-title');
  expect((await heard(page)).at(-1)?.text).toMatch(/^Round 3 stopped at \d+\. .*Final total \d+/);
});
