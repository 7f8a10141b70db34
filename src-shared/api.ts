/**
 * The one API contract between the table (renderer) and the main process: method name ->
 * request and response. Both transports (Electron IPC and the loopback HTTP host) carry exactly
 * these methods, and every request is validated in the main process before a service sees it.
 */
import type {
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

export interface PresetView {
  id: PresetId;
  name: string;
  summary: string;
  rules: Rules;
  /** The rules text shown to players (resources/rules/<id>.txt). */
  text: string;
}

export interface BotInfo {
  id: string;
  name: string;
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
  actionCount: number;
}

export type KeepPreview = { ok: true; score: number } | { ok: false; message: string };

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
}

export interface ApiMethods {
  startup: { request: null; response: StartupInfo };
  listPresets: { request: null; response: PresetView[] };
  listBots: { request: null; response: BotInfo[] };
  createGame: { request: CreateGameRequest; response: GameView };
  getGame: { request: GameRef; response: GameView };
  act: { request: ActRequest; response: GameView };
  previewKeep: { request: PreviewKeepRequest; response: KeepPreview };
  botStep: { request: BotStepRequest; response: GameView };
  exportReplay: { request: GameRef; response: ReplayFile };
  rematch: { request: GameRef; response: GameView };
}

export type ApiMethod = keyof ApiMethods;
export type ApiRequest<M extends ApiMethod> = ApiMethods[M]['request'];
export type ApiResponse<M extends ApiMethod> = ApiMethods[M]['response'];

export type ApiErrorCode = 'bad-request' | 'not-found' | 'illegal' | 'internal';

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
  listPresets: true,
  listBots: true,
  createGame: true,
  getGame: true,
  act: true,
  previewKeep: true,
  botStep: true,
  exportReplay: true,
  rematch: true,
} satisfies Record<ApiMethod, true>) as ApiMethod[];

/** The loopback host's API path and the header that carries the per-launch token. */
export const HTTP_API_PREFIX = '/api/';
export const HTTP_TOKEN_HEADER = 'x-hotdice-token';

