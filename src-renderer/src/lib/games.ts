/**
 * Every game as the window shows it, by kind: one line a game (the main process registers the
 * same kinds; a kind left out here does not compile). Each names its screen from the home screen
 * (Farkle has its own setup and table), its replay frame's view and words, and what its turns are.
 * Components are fetched when first shown: this list is part of the first paint.
 */
import type { GameKind } from '../../../src-shared/games';
import { ROLLDICE } from '../../../src-shared/rolldice';
import type { ScreenGame } from './contract';
import { seedWords } from './fair';
import { plural, seatTotals } from './format';
import { farkleWords, rollDiceWords } from './words';
import { PIG_SCREEN } from '../pig/game';

export const SCREEN_GAMES: { readonly [K in GameKind]: ScreenGame<K> } = {
  farkle: {
    title: 'Farkle',
    unit: 'Turn',
    screen: null,
    frameView: () => import('../farkle/FrameView.svelte'),
    sitters: (view) => view.seats,
    seatView: () => import('../seat/FarkleSeat.svelte'),
    words: farkleWords,
    starts: (frame) => frame.turnStarts,
    seatResult: (_entry, won) => (won ? 'winner' : null),
    listing: (view) => ({
      title: view.presetName,
      who: seatTotals(
        view.seats,
        view.seats.map((seat) => seat.total),
      ),
      progress: `${plural(view.turnsPlayed, 'turn')} played · ${seedWords(view)}`,
    }),
  },
  rolldice: {
    title: 'Roll-Dice-Roll',
    unit: 'Round',
    screen: () => import('../rolldice/Screen.svelte'),
    frameView: () => import('../rolldice/FrameView.svelte'),
    sitters: (view) => [view.player],
    seatView: () => import('../seat/RollDiceSeat.svelte'),
    words: rollDiceWords,
    starts: (frame) => frame.roundStarts,
    seatResult: (entry, won) => {
      if (!entry.finished) return null;
      return won ? `won, under ${ROLLDICE.winBelow}` : `not under ${ROLLDICE.winBelow}`;
    },
    listing: (view) => ({
      title: 'Roll-Dice-Roll',
      who: seatTotals([view.player], [view.state.total]),
      progress: `round ${view.state.round} · ${seedWords(view)}`,
    }),
  },
  pig: PIG_SCREEN,
};

/** A game's entry for a frame, a view or an entry of any kind: its functions take that kind's own. */
export function screenGameOf(kind: GameKind): ScreenGame<GameKind> {
  return SCREEN_GAMES[kind] as unknown as ScreenGame<GameKind>;
}

/** The games with a screen of their own, as the home screen lists them. */
export const GAME_SCREENS = (Object.keys(SCREEN_GAMES) as GameKind[]).flatMap((kind) => {
  const { screen, title } = SCREEN_GAMES[kind];
  return screen ? [{ id: kind, label: title, load: screen }] : [];
});
