import type { FarkleAction, FarkleState, FarkleEvent, PresetId } from '../../../src-shared/farkle';
import type { GameModule } from '../contract';
import { BOT_LADDER } from './bots';
import { farkleGame } from './def';
import { readReplay, replaySchema, type FarkleReplay } from './replay';

/** Farkle actions stored compactly ("r", "b", "k025"): a game has hundreds of them. */
export function encodeAction(action: FarkleAction): string {
  return action.type === 'keep' ? `k${action.dice.join('')}` : action.type[0]!;
}

export function decodeAction(text: string): FarkleAction {
  if (text === 'r') return { type: 'roll' };
  if (text === 'b') return { type: 'bank' };
  return { type: 'keep', dice: [...text.slice(1)].map(Number) };
}

/** Farkle in the registry of games. */
export const farkleModule = {
  kind: 'farkle',
  title: 'Farkle',
  def: farkleGame,
  replaySchema,
  readReplay,
  encodeAction,
  decodeAction,
  seats: (replay) => replay.seats,
  // A bot character keeps one profile under its own name, whatever its seat is called.
  profileName: (seat) => BOT_LADDER.find((bot) => bot.id === seat.bot)?.name ?? seat.name,
  preset: (replay) => replay.preset,
  rules: (replay) => JSON.stringify(replay.rules),
  replayFrom: (stored) => ({
    ...stored.head,
    game: 'farkle',
    preset: stored.preset as PresetId,
    rules: JSON.parse(stored.rules) as FarkleReplay['rules'],
    generator: stored.generator,
    seed: stored.seed,
    ...stored.playerSeed,
    seats: stored.seats,
    actions: stored.actions.map(decodeAction),
  }),
  facts: (state) => ({
    totals: state.seats.map((seat) => seat.total),
    winner: state.winner,
    turns: null,
  }),
  summary: (state) => ({ ...state, history: [], turn: { ...state.turn, rolls: [] } }),
  stats: null,
  fileStem: (replay) => replay.preset,
} satisfies GameModule<'farkle', FarkleState, FarkleAction, FarkleEvent, FarkleReplay>;
