/**
 * Play by ear: whole games by keyboard alone, checking after every key what a screen reader is
 * given to say (the announcer's live regions) and that the focus never falls to the page.
 */
import { expect, test } from './fixtures';
import { expectFocusKept, focusedId, pressAndHear, pressAndHearLast, tabTo } from './helpers/ear';

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
  await pressAndHearLast(
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
  await pressAndHearLast(page, 'r', ['Milo is playing: wait for your turn.'], MILO_MOVE);
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedId(page)).toBe('skip-turn');
  await pressAndHearLast(
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
