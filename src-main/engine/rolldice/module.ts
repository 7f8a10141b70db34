import {
  ROLLDICE,
  type RollDiceAction,
  type RollDiceEvent,
  type RollDiceReplay,
  type RollDiceState,
} from '../../../src-shared/rolldice';
import type { GameModule } from '../contract';
import { rollDiceGame } from './def';
import { readReplay, replaySchema } from './replay';

/** Roll-Dice-Roll actions stored compactly: "r3" (roll die 3), "s" (stop), "t" (new target). */
export function encodeAction(action: RollDiceAction): string {
  switch (action.type) {
    case 'roll':
      return `r${action.die}`;
    case 'stop':
      return 's';
    case 'retarget':
      return 't';
    case 'new-game':
      return 'n';
  }
}

export function decodeAction(text: string): RollDiceAction {
  if (text.startsWith('r')) return { type: 'roll', die: Number(text.slice(1)) };
  if (text === 's') return { type: 'stop' };
  if (text === 't') return { type: 'retarget' };
  return { type: 'new-game' };
}

/** Roll-Dice-Roll in the registry of games: one player, no rule options. */
export const rollDiceModule = {
  kind: 'rolldice',
  title: 'Roll-Dice-Roll',
  def: rollDiceGame,
  replaySchema,
  readReplay,
  encodeAction,
  decodeAction,
  seats: (replay) => [replay.player],
  profileName: (seat) => seat.name,
  preset: () => null,
  rules: () => '"rolldice"',
  replayFrom: (stored) => ({
    ...stored.head,
    game: 'rolldice',
    generator: stored.generator,
    seed: stored.seed,
    ...stored.playerSeed,
    player: stored.seats[0]!,
    actions: stored.actions.map(decodeAction),
  }),
  // The one player wins with a final total below 20.
  facts: (state) => ({
    totals: [state.total],
    winner: state.won ? 0 : null,
    turns: state.rounds.length,
  }),
  summary: (state) => state,
  stats: { better: 'lower', winIs: `a total under ${ROLLDICE.winBelow}` },
  fileStem: () => 'rolldice',
} satisfies GameModule<'rolldice', RollDiceState, RollDiceAction, RollDiceEvent, RollDiceReplay>;
