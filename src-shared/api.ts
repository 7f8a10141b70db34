/**
 * The one API contract between the table (renderer) and the main process: method name ->
 * request and response. Both transports (Electron IPC and the loopback HTTP host) carry exactly
 * these methods, and every request is validated in the main process before a service sees it.
 */
import type {
  CoachAdvice,
  FarkleAction,
  FinalRound,
  GameEvent,
  GeneratorKind,
  PresetId,
  Rules,
  SeatState,
  TurnRecord,
  TurnState,
} from './farkle';
import type { RollDiceAction, RollDiceEvent, RollDiceState } from './rolldice';
import type { LabRequest, LabStatus, PolicySummary } from './strategy';

export interface PresetView {
  id: PresetId;
  name: string;
  summary: string;
  rules: Rules;
  /** The rules text shown to players (resources/rules/<id>.txt). */
  text: string;
}

/** A bot as a character to play against; listBots gives them in level order, beginner first. */
export interface BotInfo {
  id: string;
  /** The character's name: every seat it sits in shares one stats profile under it. */
  name: string;
  /** Difficulty, 1 for a beginner; a higher level plays better. Levels need not be contiguous. */
  level: number;
  /** One line on who the character is. */
  personality: string;
  /** One line on how it plays. */
  description: string;
}

export interface SeatSetup {
  name: string;
  /** A bot id from listBots, or null for a person. */
  bot: string | null;
}

export interface CreateGameRequest {
  preset: PresetId;
  /** House rules replacing the preset's; null plays the preset as it is. */
  rules: Rules | null;
  seats: SeatSetup[];
  /** Decimal or 0x hex as typed; null or empty picks a random seed. */
  seed: string | null;
  generator: GeneratorKind | null;
}

export interface GameRef {
  gameId: string;
}

export interface SeatView extends SeatState, SeatSetup {}

/** What the current player may do now, with the engine's reason when they may not. */
export interface LegalMoves {
  roll: { allowed: boolean; dice: number; reason: string | null };
  bank: { allowed: boolean; amount: number; reason: string | null };
}

export interface GameView {
  id: string;
  preset: PresetId;
  presetName: string;
  rules: Rules;
  seed: number;
  generator: GeneratorKind;
  seats: SeatView[];
  current: number;
  turn: TurnState;
  turnsPlayed: number;
  finalRound: FinalRound | null;
  winner: number | null;
  over: boolean;
  history: TurnRecord[];
  moves: LegalMoves;
  /** What the last request changed, in order. */
  events: GameEvent[];
  /** Expected points the request's last decision gave up (0 = the best choice); null if none. */
  decisionCost: number | null;
  actionCount: number;
}

/** A selection's worth before it is kept: its score, the turn total after it, and the moves then. */
export type KeepPreview =
  | { ok: true; score: number; turnTotal: number; moves: LegalMoves }
  | { ok: false; message: string };

export interface ActRequest extends GameRef {
  action: FarkleAction;
}

export interface PreviewKeepRequest extends GameRef {
  dice: number[];
}

export interface BotStepRequest extends GameRef {
  /** Play the bot's whole turn instead of a single action. */
  toEndOfTurn: boolean;
}

export interface ReplayFile {
  fileName: string;
  text: string;
}

export interface StartupInfo {
  /** Things the player must be told once, such as an unreadable history moved aside. */
  notices: string[];
  /** Games left unfinished when the app last stopped, ready to resume. */
  unfinished: GameView[];
  unfinishedRollDice: RollDiceView[];
}

export interface Settings {
  defaultPreset: PresetId;
  botSpeed: 'slow' | 'normal' | 'fast' | 'instant';
  animations: boolean;
  coach: boolean;
}

export interface ProfileView {
  id: number;
  name: string;
  /** The bot this profile plays as, or null for a person. */
  bot: string | null;
  archived: boolean;
  games: number;
  wins: number;
}

export interface ProfileRef {
  profileId: number;
}

export interface RenameProfileRequest extends ProfileRef {
  name: string;
}

export interface MergeProfilesRequest {
  /** This profile's games move to `intoId`, and it disappears from the lists. */
  fromId: number;
  intoId: number;
}

export interface ArchiveProfileRequest extends ProfileRef {
  archived: boolean;
}

export interface RateByGroup {
  key: string;
  games: number;
  wins: number;
}

export interface FarkleRateByDice {
  dice: number;
  rolls: number;
  farkles: number;
  /** The chance of a farkle with fair dice under the rules of these rolls. */
  expected: number;
  /**
   * How the count compares with fair dice: within two standard errors of the expected rate is
   * 'fair'; under 30 rolls there are too few to tell.
   */
  verdict: 'few' | 'fair' | 'more' | 'fewer';
}

/** The coach's figures for a player: how well they chose, and how the dice treated them. */
export interface CoachFigures {
  decisions: number;
  /** Expected points given up per decision (0 = every choice optimal); null without decisions. */
  skill: number | null;
  /** Points scored minus the points expected from the choices made (positive = lucky). */
  luck: number;
}

export interface ProfileStats {
  profile: ProfileView;
  coach: CoachFigures;
  games: number;
  wins: number;
  byPreset: RateByGroup[];
  bySeats: RateByGroup[];
  turns: number;
  averageTurn: number;
  farkleRate: FarkleRateByDice[];
  hotDice: number;
  bestTurn: number;
  /** The most turns in one finished game. */
  longestGame: number;
  currentStreak: { kind: 'win' | 'loss' | null; length: number };
  longestWinStreak: number;
  /** Turn scores in buckets of 100 (0 = farkles and zero-point turns). */
  turnScores: Array<{ from: number; count: number }>;
  /** Cumulative win rate after each finished game, oldest first. */
  winRateOverTime: Array<{ endedAt: string; rate: number }>;
  /** Roll-Dice-Roll: lower totals are better; a total under 20 wins. */
  rollDice: { games: number; wins: number; averageTotal: number | null; bestTotal: number | null };
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
  kind: 'farkle' | 'rolldice';
  /** The Farkle preset; null for Roll-Dice-Roll. */
  preset: PresetId | null;
  startedAt: string;
  endedAt: string | null;
  finished: boolean;
  turns: number;
  seats: Array<{
    name: string;
    bot: string | null;
    total: number;
    won: boolean;
    coach: CoachFigures;
  }>;
}

export interface ReplayFrameRequest extends GameRef {
  /** How many actions have been applied (0 = before the first). */
  step: number;
}

export type ReplayFrame = FarkleFrame | RollDiceFrame;

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
  game: GameView;
  /** Every seat's total after each turn, for the score race chart. */
  scoreRace: number[][];
}

export interface ImportRequest {
  /** The text of a replay file or a history export. */
  text: string;
}

export interface ImportResult {
  imported: number;
  duplicates: number;
}

/** A Roll-Dice-Roll game as the table shows it. */
export interface RollDiceView {
  id: string;
  seed: number;
  generator: GeneratorKind;
  player: SeatSetup;
  state: Omit<RollDiceState, 'rng'>;
  /** The seed's score formula with this round's numbers, e.g. "|17 - 20| x 3 + 4 = 13". */
  formula: string;
  /** What the last action changed, in order; [] for a new or restored game. */
  events: RollDiceEvent[];
  actionCount: number;
}

export interface CreateRollDiceRequest {
  player: SeatSetup;
  seed: string | null;
  generator: GeneratorKind | null;
}

export interface RollDiceActRequest extends GameRef {
  action: RollDicePlay;
}

/** What a player does in the app; a new game is a new stored game, not an action. */
export type RollDicePlay = Exclude<RollDiceAction, { type: 'new-game' }>;

export interface RollDiceHintView {
  best: RollDicePlay;
  choices: Array<{ action: RollDicePlay; expectedTotal: number }>;
}

export interface ApiMethods {
  startup: { request: null; response: StartupInfo };
  coachHint: { request: GameRef; response: CoachAdvice | null };
  solveRules: { request: { rules: Rules }; response: PolicySummary };
  startLab: { request: LabRequest; response: LabStatus };
  createRollDice: { request: CreateRollDiceRequest; response: RollDiceView };
  getRollDice: { request: GameRef; response: RollDiceView };
  rollDiceAct: { request: RollDiceActRequest; response: RollDiceView };
  rollDiceBotStep: { request: GameRef; response: RollDiceView };
  rollDiceHint: { request: GameRef; response: RollDiceHintView | null };
  labStatus: { request: { jobId: string }; response: LabStatus };
  listPresets: { request: null; response: PresetView[] };
  listBots: { request: null; response: BotInfo[] };
  createGame: { request: CreateGameRequest; response: GameView };
  getGame: { request: GameRef; response: GameView };
  act: { request: ActRequest; response: GameView };
  previewKeep: { request: PreviewKeepRequest; response: KeepPreview };
  botStep: { request: BotStepRequest; response: GameView };
  exportReplay: { request: GameRef; response: ReplayFile };
  rematch: { request: GameRef; response: GameView };
  getSettings: { request: null; response: Settings };
  saveSettings: { request: Settings; response: Settings };
  listProfiles: { request: null; response: ProfileView[] };
  renameProfile: { request: RenameProfileRequest; response: ProfileView };
  mergeProfiles: { request: MergeProfilesRequest; response: ProfileView };
  archiveProfile: { request: ArchiveProfileRequest; response: ProfileView };
  profileStats: { request: ProfileRef; response: ProfileStats };
  listHistory: { request: HistoryQuery; response: HistoryEntry[] };
  replayFrame: { request: ReplayFrameRequest; response: ReplayFrame };
  exportHistory: { request: null; response: ReplayFile };
  importFile: { request: ImportRequest; response: ImportResult };
}

export type ApiMethod = keyof ApiMethods;
export type ApiRequest<M extends ApiMethod> = ApiMethods[M]['request'];
export type ApiResponse<M extends ApiMethod> = ApiMethods[M]['response'];

/** `storage`: the history could not be read or written (locked, read-only, disk full). */
export type ApiErrorCode = 'bad-request' | 'not-found' | 'illegal' | 'storage' | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
}

/** Every answer, over either transport. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The API as the renderer calls it: one async function per method. */
export type ApiClient = {
  [M in ApiMethod]: (request: ApiRequest<M>) => Promise<ApiResult<ApiResponse<M>>>;
};

/** Every method name; the record type makes the compiler catch one left out. */
export const API_METHODS = Object.keys({
  startup: true,
  coachHint: true,
  solveRules: true,
  startLab: true,
  createRollDice: true,
  getRollDice: true,
  rollDiceAct: true,
  rollDiceBotStep: true,
  rollDiceHint: true,
  labStatus: true,
  listPresets: true,
  listBots: true,
  createGame: true,
  getGame: true,
  act: true,
  previewKeep: true,
  botStep: true,
  exportReplay: true,
  rematch: true,
  getSettings: true,
  saveSettings: true,
  listProfiles: true,
  renameProfile: true,
  mergeProfiles: true,
  archiveProfile: true,
  profileStats: true,
  listHistory: true,
  replayFrame: true,
  exportHistory: true,
  importFile: true,
} satisfies Record<ApiMethod, true>) as ApiMethod[];

/** The loopback host's API path and the header that carries the per-launch token. */
export const HTTP_API_PREFIX = '/api/';
export const HTTP_TOKEN_HEADER = 'x-hotdice-token';
