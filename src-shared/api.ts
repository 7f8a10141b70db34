/**
 * The one API contract between the table (renderer) and the main process, assembled from its
 * domains: method name -> request and response. Both transports (Electron IPC and the loopback
 * HTTP host) carry exactly these methods, and every request is validated in the main process
 * before a service sees it.
 */
import { farkleApi } from './domains/farkle';
import { historyApi } from './domains/history';
import { lifeApi } from './domains/life';
import { practiceApi } from './domains/practice';
import { profilesApi } from './domains/profiles';
import { reviewApi } from './domains/review';
import { rollDiceApi } from './domains/rolldice';
import { ruleSetsApi } from './domains/rulesets';
import { settingsApi } from './domains/settings';
import { shareApi } from './domains/share';
import { strategyApi } from './domains/strategy';
import { tablesApi } from './domains/tables';
import type { Gating } from './domains/method';

export type * from './domains/farkle';
export type * from './domains/history';
export type * from './domains/practice';
export type * from './domains/profiles';
export { CHARTED_GAMES } from './domains/profiles';
export type * from './domains/review';
export type * from './domains/rolldice';
export type * from './domains/rulesets';
export type * from './domains/settings';
export type * from './domains/share';
export type * from './domains/tables';
export type * from './games';
export type * from './how-to-play';

/** The API's methods by domain: the main process registers their handlers domain by domain. */
export const API_DOMAINS = {
  settings: settingsApi,
  farkle: farkleApi,
  rollDice: rollDiceApi,
  tables: tablesApi,
  life: lifeApi,
  strategy: strategyApi,
  profiles: profilesApi,
  history: historyApi,
  review: reviewApi,
  practice: practiceApi,
  ruleSets: ruleSetsApi,
  share: shareApi,
};

const methods = {
  ...settingsApi,
  ...farkleApi,
  ...rollDiceApi,
  ...tablesApi,
  ...lifeApi,
  ...strategyApi,
  ...profilesApi,
  ...historyApi,
  ...reviewApi,
  ...practiceApi,
  ...ruleSetsApi,
  ...shareApi,
};

export type ApiMethods = typeof methods;
export type ApiMethod = keyof ApiMethods;
export type ApiRequest<M extends ApiMethod> = ApiMethods[M]['request'];
export type ApiResponse<M extends ApiMethod> = ApiMethods[M]['response'];

/** Every method name, from the one list above. */
export const API_METHODS = Object.keys(methods) as ApiMethod[];

export type { Gating };

/** How a method meets an import's write, as declared with the method. */
export function gatingOf(method: ApiMethod): Gating {
  return methods[method].gating;
}

/**
 * `storage`: the history could not be read or written (locked, read-only, disk full).
 * `conflict`: the request was made on an older view of the game (its `step`); nothing changed.
 */
export type ApiErrorCode =
  'bad-request' | 'not-found' | 'illegal' | 'conflict' | 'storage' | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /**
   * A request refused by its schema: the field the complaint is about (dotted, as the request
   * names it: `rules.target`) and what is wrong there, for a form to show beside that field.
   */
  field?: { path: string; problem: string };
}

/** Every answer, over either transport. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The API as the renderer calls it: one async function per method. */
export type ApiClient = {
  [M in ApiMethod]: (request: ApiRequest<M>) => Promise<ApiResult<ApiResponse<M>>>;
};

/** The one Electron IPC channel: the method name travels as the first argument. */
export const IPC_CHANNEL = 'hotdice:api';

/** The loopback host's API path and the header that carries the per-launch token. */
export const HTTP_API_PREFIX = '/api/';
export const HTTP_TOKEN_HEADER = 'x-hotdice-token';
