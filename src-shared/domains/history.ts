/** Stored games: the list, replays step by step, export and import. */
import type { PresetId } from '../farkle';
import type { GameKind, GameShapes } from '../games';
import type { CoachFigures } from './profiles';
import type { GameRef, FarkleView } from './farkle';
import type { RollDiceView } from './rolldice';
import { method } from './method';

export interface ReplayFile {
  fileName: string;
  text: string;
}

export interface HistoryQuery {
  profileId: number | null;
  preset: PresetId | null;
  /** ISO dates (inclusive) or null. */
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
}

export interface HistoryEntry {
  gameId: string;
  kind: GameKind;
  /** The Farkle preset; null for the other games. */
  preset: PresetId | null;
  /** The Farkle rules' name: the preset's, or "Your rules (from <preset>)"; null for the others. */
  rulesName: string | null;
  startedAt: string;
  endedAt: string | null;
  finished: boolean;
  /** Set aside at start-up: it cannot be played or counted, but it can still be exported. */
  damaged: boolean;
  /** Given up unfinished: kept to replay, never resumed. */
  abandoned: boolean;
  turns: number;
  seats: Array<{
    name: string;
    bot: string | null;
    total: number;
    won: boolean;
    coach: CoachFigures;
  }>;
}

/** A stored game start-up could not trust, and why. */
export interface DamagedGame {
  gameId: string;
  reason: string;
}

export interface ReplayFrameRequest extends GameRef {
  /** How many actions have been applied (0 = before the first). */
  step: number;
}

/** A stored game step by step, of any game (its `kind` tells which). */
export type ReplayFrame = GameShapes[GameKind]['frame'];

export interface RollDiceFrame {
  kind: 'rolldice';
  step: number;
  steps: number;
  /** The step at which each round starts. */
  roundStarts: number[];
  game: RollDiceView;
}

export interface FarkleFrame {
  kind: 'farkle';
  step: number;
  steps: number;
  /** The step at which each turn starts, for jumping to a turn. */
  turnStarts: number[];
  game: FarkleView;
  /** Every seat's total after each turn, for the score race chart. */
  scoreRace: number[][];
}

/** A history export: with no options it carries every game (see ExportPlan). */
export interface ExportHistoryRequest {
  /** Leaves out the unfinished games whose drawn seed is still sealed, to keep them sealed. */
  leaveOutSealed: boolean;
}

/** What a history export will carry, told before it is made. */
export interface ExportPlan {
  /**
   * Unfinished games whose seed Hot Dice drew and keeps sealed: an export carries their dice
   * readably, so from then on they count as games with a known (typed) seed.
   */
  sealed: number;
}

export interface ImportRequest {
  /** The text of a replay file or a history export. */
  text: string;
}

export interface ImportResult {
  imported: number;
  duplicates: number;
}

/** How far an import has got: its games checked, then saved (in one transaction). */
export interface ImportProgress {
  phase: 'checking' | 'saving';
  done: number;
  total: number;
}

export const historyApi = {
  listHistory: method<HistoryQuery, HistoryEntry[]>('reads'),
  replayFrame: method<ReplayFrameRequest, ReplayFrame>('reads'),
  exportReplay: method<GameRef, ReplayFile>('reads'),
  /** Every game, sealed ones too unless left out (which marks them typed once carried). */
  exportHistory: method<ExportHistoryRequest | null, ReplayFile>('gated'),
  exportPlan: method<null, ExportPlan>('reads'),
  importFile: method<ImportRequest, ImportResult>('holds-gate'),
  /** The import under way, or null when there is none. */
  importStatus: method<null, ImportProgress | null>('reads'),
};
