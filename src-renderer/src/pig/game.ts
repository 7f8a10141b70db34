import type { ScreenGame } from '../lib/games';
import { pigFrameWords } from '../lib/words';

/** Pig in the window's list of games. */
export const PIG_SCREEN: ScreenGame<'pig'> = {
  title: 'Pig',
  unit: 'Turn',
  screen: () => import('./Screen.svelte'),
  frameView: () => import('./FrameView.svelte'),
  words: pigFrameWords,
  starts: (frame) => frame.turnStarts,
  seatResult: (entry, won) => (won ? 'winner' : null),
};
