/** Drives the Hot Dice table the way a player does, and reads back what it shows. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { GeneratorKind, PresetId } from '../../src-shared/farkle';
import { expect } from '../fixtures';

export const FACE_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'];
const WORD_FACE = new Map(FACE_WORDS.map((word, face) => [word, face]));

export interface SeatSpec {
  name: string;
  /** A bot id, or null/absent for a person. */
  bot?: string | null;
}

export interface NewGameOptions {
  preset: PresetId;
  seats: SeatSpec[];
  seed?: string;
  generator?: GeneratorKind;
}

/** Fills in the new-game form and starts the game; leaves the page at the table. */
export async function fillSetup(page: Page, options: NewGameOptions): Promise<void> {
  const setup = page.getByTestId('setup');
  await expect(setup).toBeVisible();
  await page.getByTestId(`preset-${options.preset}`).check();
  while ((await setup.locator('[data-testid^="seat-row-"]').count()) > 0) {
    await page.getByTestId('remove-seat-0').click();
  }
  for (const [i, seat] of options.seats.entries()) {
    await page.getByTestId(seat.bot ? 'add-bot' : 'add-person').click();
    if (seat.bot) await page.getByTestId(`seat-kind-${i}`).selectOption(seat.bot);
    await page.getByTestId(`seat-name-${i}`).fill(seat.name);
  }
  await page.getByTestId('seed-input').fill(options.seed ?? '');
  if (options.generator) await page.getByTestId('generator').selectOption(options.generator);
}

export async function newGame(page: Page, options: NewGameOptions): Promise<void> {
  await fillSetup(page, options);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('turn-total')).toBeVisible();
}

export interface ShownDie {
  face: number;
  state: 'free' | 'selected' | 'kept';
}

/** The six dice as the table shows them: the face from each die's label, checked against its pips. */
export async function readDice(page: Page): Promise<ShownDie[]> {
  const shown = await page
    .getByTestId('dice')
    .locator('[data-testid^="die-"]')
    .evaluateAll((elements) =>
      elements.map((el) => ({
        label: el.getAttribute('aria-label') ?? '',
        pips: el.querySelectorAll('circle.pip').length,
      })),
    );
  if (shown.length !== 6) throw new Error(`the table shows ${shown.length} dice`);
  return shown.map(({ label, pips }, i) => {
    const match =
      /^die (\d): (\w+|not rolled yet)(?:, can score)?(?:, (kept|selected))?(?:, best)?$/.exec(
        label,
      );
    if (!match || Number(match[1]) !== i + 1) {
      throw new Error(`die ${i + 1} has the label "${label}"`);
    }
    const face = WORD_FACE.get(match[2]!) ?? 0;
    if (pips !== face) throw new Error(`die ${i + 1} says ${match[2]} but shows ${pips} pips`);
    return { face, state: (match[3] as ShownDie['state'] | undefined) ?? 'free' };
  });
}

/** The faces of the dice in play (not set aside), sorted, as a string like "113456". */
export async function liveFaces(page: Page): Promise<string> {
  const dice = await readDice(page);
  return dice
    .filter((d) => d.state !== 'kept' && d.face > 0)
    .map((d) => d.face)
    .sort()
    .join('');
}

/** The faces set aside, sorted. */
export async function keptFaces(page: Page): Promise<string> {
  const dice = await readDice(page);
  return dice
    .filter((d) => d.state === 'kept')
    .map((d) => d.face)
    .sort()
    .join('');
}

/** Waits until the dice in play show these faces (in any order). */
export async function expectLiveFaces(page: Page, sorted: string): Promise<void> {
  // A table just opened (a resumed game) may not show its dice yet; reading them would throw.
  await expect(page.getByTestId('dice').locator('[data-testid^="die-"]')).toHaveCount(6);
  await expect.poll(() => liveFaces(page), { message: 'the dice in play' }).toBe(sorted);
}

/** A new two-seat ECE 209 game against a bot (seed 13), 2 3 3 3 4 6 rolled and 3 3 3 picked. */
export async function pickThreeThreesAgainstBot(page: Page): Promise<void> {
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'You' }, { name: 'Milo', bot: 'greedy' }],
    seed: '13',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '233346');
  await selectFaces(page, [3, 3, 3]);
}

/** A new Minimal hotseat game for Ann and Ben (seed 7), its first roll made. */
export async function startHotseatRolled(page: Page): Promise<void> {
  await newGame(page, {
    preset: 'minimal',
    seats: [{ name: 'Ann' }, { name: 'Ben' }],
    seed: '7',
  });
  await page.getByTestId('roll').click();
}

/** A new two-seat ECE 209 game against a bot (seed 111), its first roll made: 1 3 4 4 4 5. */
export async function startTableWithBot(page: Page): Promise<void> {
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name: 'Ann' }, { name: 'Robo', bot: 'greedy' }],
    seed: '111',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
}

/**
 * From a table, a new one-seat ECE 209 game (seed 111) played to its end: its single test turn
 * rolls 1 3 4 4 4 5 and banks them all, so the game-over card shows.
 */
export async function playSoloTestTurn(page: Page, name: string): Promise<void> {
  await page.getByTestId('new-game').click();
  await playSoloTestTurnFromSetup(page, name);
}

/** The same game as `playSoloTestTurn`, from the setup (the home screen) already shown. */
export async function playSoloTestTurnFromSetup(page: Page, name: string): Promise<void> {
  await newGame(page, {
    preset: 'ece209',
    seats: [{ name }],
    seed: '111',
    generator: 'ece209',
  });
  await page.getByTestId('roll').click();
  await expectLiveFaces(page, '134445');
  await selectFaces(page, [4, 4, 4, 1, 5]);
  await page.getByTestId('bank').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
}

/** Clicks the live dice showing these faces (each face once per listed die). */
export async function selectFaces(page: Page, faces: number[]): Promise<number[]> {
  const dice = await readDice(page);
  const positions: number[] = [];
  for (const face of faces) {
    const at = dice.findIndex(
      (d, i) => d.state === 'free' && d.face === face && !positions.includes(i),
    );
    if (at < 0) throw new Error(`no free die shows ${face}`);
    positions.push(at);
  }
  for (const position of positions) await selectDie(page, position);
  return positions;
}

/** Clicks the die at this position (0-5) and waits until it shows as selected. */
export async function selectDie(page: Page, position: number): Promise<void> {
  const die = page.getByTestId(`die-${position + 1}`);
  await die.click();
  await expect(die).toHaveAttribute('aria-label', /, selected(, best)?$/);
}

/** A number as the table prints it ("10,250", "−500") read back. */
export function parsePoints(text: string): number {
  return Number(text.replace(/[,\s+]/g, '').replace('−', '-'));
}

export async function shownNumber(locator: Locator): Promise<number> {
  return parsePoints((await locator.textContent()) ?? '');
}

export async function expectNumber(locator: Locator, value: number): Promise<void> {
  await expect(locator).toHaveText(value.toLocaleString('en-US'));
}

export const totalOf = (page: Page, seat: number) => page.getByTestId(`seat-total-${seat}`);

/**
 * Screenshots are for people to look at: a CI run (`CI` set, as `.ci/run` sets it), where nobody
 * does, skips writing them, about a tenth of the specs' time. Measurements on pixels (contrast)
 * take their own.
 */
const PICTURES = !process.env.CI;

/** Saves a screenshot under e2e/screenshots/ (gitignored), animations finished. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!PICTURES) {
    // What taking the picture does to the page all the same: animations run to their end and the
    // page draws a frame, so what a spec checks next sees the page as settled as before.
    await page.evaluate(async () => {
      for (const animation of document.getAnimations()) animation.finish();
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    });
    return;
  }
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

/** Picks a theme in Settings, as a player does, and closes Settings once the page wears it. */
export async function chooseTheme(page: Page, theme: 'felt' | 'light'): Promise<void> {
  await page.getByTestId('open-settings').click();
  await page.getByTestId(`settings-theme-${theme}`).check();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** How far the page scrolls sideways; it never should. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
}

/** Every pair of visible buttons on the page whose boxes overlap, by their names. */
export async function overlappingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('button')].filter((b) => b.checkVisibility());
    const boxes = shown.map((b) => ({
      name: b.textContent.trim(),
      box: b.getBoundingClientRect(),
    }));
    const found: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) found.push(`${a.name} / ${b.name}`);
      }),
    );
    return found;
  });
}

const SCREEN_SIZES = [
  { name: '1200x820', width: 1200, height: 820 },
  { name: '800x600', width: 800, height: 600 },
  // 200% zoom of a 1200x820 window: the page gets half the CSS pixels.
  { name: 'zoom200', width: 600, height: 410 },
];

/** Screenshots at 1200x820, 800x600 and 200% zoom, checking nothing sticks out sideways. */
export async function screenshotsAtSizes(page: Page, what: string): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await screenshot(page, `${what}-${size.name}`);
    expect(
      await sidewaysOverflow(page),
      `${what} at ${size.name} scrolls sideways`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1200, height: 820 });
}

/** Everything the table shows about the score, read in one go. */
export interface ShownTable {
  /** Each die's label, as a screen reader hears it. */
  dice: string[];
  /** Each seat's total as printed. */
  totals: string[];
  /** The turn total as printed; null once the game is over. */
  turnTotal: string | null;
  /** The heading over the dice ("Ada’s turn", "Game over"). */
  heading: string;
  /** Turns in the log. */
  logEntries: number;
}

export async function readTable(page: Page): Promise<ShownTable> {
  const dice = await readDice(page);
  const rest = await page.locator('body').evaluate((body) => {
    const text = (selector: string) => body.querySelector(selector)?.textContent?.trim() ?? null;
    return {
      totals: [...body.querySelectorAll('[data-testid^="seat-total-"]')].map(
        (el) => el.textContent?.trim() ?? '',
      ),
      turnTotal: text('[data-testid="turn-total"]'),
      heading: (text('[data-testid="turn-player"]') ?? '').replace(/\s+/g, ' '),
      logEntries: body.querySelectorAll('[data-testid="log-entry"]').length,
    };
  });
  return {
    dice: dice.map(
      (d, i) =>
        `die ${i + 1}: ${d.face === 0 ? 'not rolled yet' : FACE_WORDS[d.face]}${d.state === 'free' ? '' : `, ${d.state}`}`,
    ),
    ...rest,
  };
}

/** The selection's score (or the engine's objection) and the two buttons' labels, in one read. */
export interface ShownControls {
  selection: string | null;
  roll: string | null;
  bank: string | null;
}

export async function readControls(page: Page): Promise<ShownControls> {
  return page.locator('body').evaluate((body) => {
    const text = (selector: string) => body.querySelector(selector)?.textContent?.trim() ?? null;
    return {
      selection:
        text('[data-testid="selection-score"]') ?? text('[data-testid="selection-message"]'),
      roll: text('[data-testid="roll"] .label'),
      bank: text('[data-testid="bank"] .label'),
    };
  });
}
