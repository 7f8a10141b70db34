/**
 * A clean turn change at the table: the coach's marks and advice wait for the dice to land (not
 * while they tumble), and the BEST tag stands clear of its die.
 */
import type { FarkleAction, FarkleState } from '../src-shared/farkle';
import { apply, newGame as engineGame, preset } from '../src-main/engine';
import { expect, test } from './fixtures';
import { bestKeep } from './helpers/replay';
import { expectLiveFaces, newGame, selectFaces } from './helpers/ui';

function step(state: FarkleState, action: FarkleAction): FarkleState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`the engine refused ${action.type}: ${result.error.message}`);
  return result.value;
}

const liveOf = (state: FarkleState): string =>
  state.turn.dice
    .filter((d) => !d.aside && d.face > 0)
    .map((d) => d.face)
    .sort()
    .join('');

/**
 * A three-person Minimal game whose first turn rolls, keeps the best, rolls again without a
 * farkle and keeps the best again: its seed, and the faces of each roll and keep.
 */
function twoRollOpening(): { seed: number; rolls: string[]; keeps: number[][] } {
  for (let seed = 1; ; seed++) {
    let state = engineGame({
      rules: preset('minimal').rules,
      seats: 3,
      generator: 'xoroshiro128plus',
      seed,
    });
    const rolls: string[] = [];
    const keeps: number[][] = [];
    for (let roll = 0; roll < 2; roll++) {
      state = step(state, { type: 'roll' });
      if (state.turn.phase !== 'choose') break;
      rolls.push(liveOf(state));
      const keep = bestKeep(state);
      keeps.push(keep.map((i) => state.turn.dice[i]!.face));
      state = step(state, { type: 'keep', dice: keep });
    }
    if (keeps.length === 2 && state.turn.dice.some((d) => !d.aside)) return { seed, rolls, keeps };
  }
}

/** How long the throw animation takes (src-renderer/src/components/tumble.ts). */
const TUMBLE_MS = 820;

test('the coach marks the best dice once they have landed, clear of their corners', async ({
  app,
}) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }, { name: 'Tess', bot: 'triples' }],
    seed: '111',
    generator: 'ece209',
  });
  await page.getByTestId('coach-toggle').check();
  await expect(page.getByTestId('coach')).toContainText('Nothing to decide yet');

  // When the first mark or the advice shows, counted from the click on Roll.
  const shownAfter = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const doc = globalThis.document;
        const start = performance.now();
        const seen = () => doc.querySelector('.hint-tag, [data-testid="coach-best"]') !== null;
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(doc.body, { childList: true, subtree: true });
        doc.querySelector<HTMLElement>('[data-testid="roll"]')!.click();
      }),
  );
  expect(await shownAfter).toBeGreaterThanOrEqual(TUMBLE_MS);
  await expect(page.getByTestId('coach-best')).toBeVisible();
  const tags = page.locator('.hint-tag');
  await expect(tags.first()).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/turn-change-best.png' });

  // Each tag is clear of its die's face (not over a corner of it).
  const overlaps = await page.getByTestId('dice').evaluate((dice) =>
    [...dice.querySelectorAll('.hint-tag')].map((tag) => {
      const body = tag.closest('.die')!.querySelector('.body')!.getBoundingClientRect();
      const box = tag.getBoundingClientRect();
      const x = Math.min(box.right, body.right) - Math.max(box.left, body.left);
      const y = Math.min(box.bottom, body.bottom) - Math.max(box.top, body.top);
      return x > 0 && y > 0 ? Math.round(x * y) : 0;
    }),
  );
  expect(overlaps.length).toBeGreaterThan(0);
  expect(overlaps, 'pixels of each BEST tag over its die').toEqual(overlaps.map(() => 0));
});

test('in hotseat the coach shows each person their own last move, not the last person’s', async ({
  app,
}) => {
  const { page } = app;
  const opening = twoRollOpening();
  await newGame(page, {
    preset: 'minimal',
    seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cleo' }],
    seed: String(opening.seed),
    generator: 'xoroshiro128plus',
  });
  await page.getByTestId('coach-toggle').check();
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, opening.rolls[0]!);
  await selectFaces(page, opening.keeps[0]!);
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, opening.rolls[1]!);
  // Ann's keep and roll, priced: her move, on her turn.
  await expect(page.getByTestId('coach-cost')).toBeVisible();
  await selectFaces(page, opening.keeps[1]!);
  await page.getByTestId('bank').click();
  await expect(page.getByTestId('turn-player')).toContainText('Ben');
  // Ben has not moved yet: nothing of Ann's is shown as his.
  await expect(page.getByTestId('coach')).toBeVisible();
  await expect(page.getByTestId('coach-cost')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/turn-change-hotseat-coach.png' });
});
