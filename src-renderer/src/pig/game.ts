import { seedWords } from '../lib/fair';
import { plural, seatTotals } from '../lib/format';
import type { ScreenGame } from '../lib/contract';
import { pigFrameWords } from '../lib/words';

/** Pig in the window's list of games. */
export const PIG_SCREEN: ScreenGame<'pig'> = {
  title: 'Pig',
  unit: 'Turn',
  screen: () => import('./Screen.svelte'),
  frameView: () => import('./FrameView.svelte'),
  sitters: (view) => view.seats,
  seatView: () => import('../seat/PigSeat.svelte'),
  words: pigFrameWords,
  starts: (frame) => frame.turnStarts,
  seatResult: (entry, won) => (won ? 'winner' : null),
  listing: (view) => ({
    title: `Pig to ${view.state.target}`,
    who: seatTotals(view.seats, view.state.totals),
    progress: `${plural(view.state.turns.length, 'turn')} played · ${seedWords(view)}`,
  }),
};
