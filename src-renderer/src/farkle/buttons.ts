/** The table's Roll and Bank buttons: label, whether allowed and why not, from the main process. */
import type { FarkleView, KeepPreview, LegalMoves } from '../../../src-shared/api';
import { diceCount, points } from '../lib/format';

export interface ActionButton {
  allowed: boolean;
  label: string;
  /** Why it is not allowed now, in the engine's words. */
  reason: string | null;
  /** The reason is the selection's, already shown beside the dice. */
  fromSelection: boolean;
  /** The points the move is about (the turn total a bank would bank). */
  amount: number;
}

export type MoveKind = 'roll' | 'bank';

/** What the buttons depend on besides the snapshot. */
export interface Selection {
  canPlay: boolean;
  /** Positions picked; a non-empty pick in the choose phase makes each move "keep, then move". */
  selected: readonly number[];
  preview: KeepPreview | null;
  /** The preview answers the dice selected now (not a selection of a moment ago). */
  previewFresh: boolean;
}

const LABELS: { [K in MoveKind]: (move: LegalMoves[K]) => string } = {
  roll: (move) => (move.dice > 0 ? `Roll ${diceCount(move.dice)}` : 'Roll'),
  bank: (move) => `Bank ${points(move.amount)}`,
};

/** The button of one move. */
export function actionButton(
  kind: MoveKind,
  view: FarkleView | null,
  pick: Selection,
): ActionButton {
  const plain = kind === 'roll' ? 'Roll' : 'Bank';
  if (!view) return { allowed: false, label: plain, reason: null, fromSelection: false, amount: 0 };
  if (view.turn.phase === 'choose' && pick.selected.length > 0) {
    // Keep, then move: the preview tells what the move would be then.
    const after = pick.preview?.ok ? pick.preview.moves[kind] : null;
    const problem = pick.preview && !pick.preview.ok ? pick.preview.message : null;
    return {
      allowed: pick.canPlay && pick.previewFresh && after !== null && after.allowed,
      label: after ? label(kind, after) : plain,
      reason: after ? after.reason : problem,
      // An illegal selection is explained beside the dice; a refused move, under its button.
      fromSelection: after === null,
      amount: pick.preview?.ok ? pick.preview.turnTotal : view.turn.turnTotal,
    };
  }
  const move = view.moves[kind];
  const nothing = kind === 'roll' ? view.moves.roll.dice === 0 : view.moves.bank.amount === 0;
  return {
    allowed: move.allowed && pick.canPlay,
    label: nothing ? plain : label(kind, move),
    reason: move.reason,
    fromSelection: false,
    amount: view.moves.bank.amount,
  };
}

/** Whether the bank offered now ends the game as a loss while rolling could win (the main process says). */
export function bankLosesGame(view: FarkleView | null, pick: Selection): boolean {
  if (!view || !actionButton('bank', view, pick).allowed) return false;
  if (view.turn.phase !== 'choose' || pick.selected.length === 0) return view.moves.bank.losesGame;
  return pick.preview?.ok === true && pick.preview.moves.bank.losesGame;
}

function label<K extends MoveKind>(kind: K, move: LegalMoves[K]): string {
  return LABELS[kind](move);
}

/** A selection as a key: its positions in order. */
export function selectionKey(positions: readonly number[]): string {
  return [...positions].sort((a, b) => a - b).join(',');
}

/**
 * Why a move cannot be asked for now (undefined: it can), before anything is set aside: the
 * engine's reason, or the selection's (`keep`, the positions picked) as its preview gave it.
 */
export function moveRefusal(
  view: FarkleView,
  kind: MoveKind,
  keep: readonly number[],
  preview: KeepPreview | null,
): string | null | undefined {
  if (view.turn.phase === 'choose' && keep.length === 0) return view.moves[kind].reason ?? null;
  if (keep.length > 0 && preview && !preview.ok) return preview.message;
  if (keep.length > 0 && preview?.ok) {
    // Nothing is set aside for a move that the rules would then refuse.
    const after = preview.moves[kind];
    if (!after.allowed) return after.reason;
  }
  return undefined;
}
