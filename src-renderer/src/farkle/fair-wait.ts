/** A fair start under new rules: the table waits for their odds, saying how far along they are. */
import type { ApiClient, CreateGameRequest, FairStartOdds } from '../../../src-shared/api';
import type { Rules } from '../../../src-shared/farkle';
import { oddsProgressWords } from '../lib/words';

/** A short game's odds take about a second: asked this often, the game starts soon after. */
const POLL_MS = 150;

/** The rules and seats a fair start's odds are worked out for: the form's own rules, else its preset's. */
function oddsRef(request: CreateGameRequest, presetRules: Rules) {
  return {
    preset: request.preset,
    rules: request.rules ?? presetRules,
    seats: request.seats.length,
  };
}

/** How often the setup asks again while it shows a fair start's odds being worked out. */
const WATCH_MS = 500;

/**
 * Asks for a fair start's odds until they are ready or refused, or `stopped` says the form
 * changed, handing each answer to `onAnswer` (the setup shows the chances with and without it).
 */
export async function watchFairOdds(
  api: ApiClient,
  request: CreateGameRequest,
  presetRules: Rules,
  onAnswer: (odds: FairStartOdds) => void,
  stopped: () => boolean,
): Promise<void> {
  const ref = oddsRef(request, presetRules);
  while (!stopped()) {
    const answer = await api.fairStartOdds(ref);
    if (!answer.ok || stopped()) return;
    onAnswer(answer.value);
    if (answer.value.status !== 'solving') return;
    await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  }
}

/**
 * Starts working out the odds a fair start needs as soon as it is asked for, so that they are
 * often at hand by the time the game starts (a short game's take a second or so).
 */
export async function prepareFairOdds(
  api: ApiClient,
  request: CreateGameRequest,
  presetRules: Rules,
): Promise<FairStartOdds | null> {
  // Still being worked out: asked again at the start, which waits for it.
  const answer = await api.fairStartOdds(oddsRef(request, presetRules));
  return answer.ok ? answer.value : null;
}

/**
 * Waits until the odds a fair start needs are at hand (the first ask starts their solve), calling
 * `onProgress` with words to show meanwhile. Answers null when the game may start, else why not.
 */
export async function waitForFairOdds(
  api: ApiClient,
  request: CreateGameRequest,
  presetRules: Rules,
  onProgress: (words: string) => void,
): Promise<string | null> {
  if (!request.fairStart) return null;
  const ref = oddsRef(request, presetRules);
  for (;;) {
    const answer = await api.fairStartOdds(ref);
    if (!answer.ok) return answer.error.message;
    const odds = answer.value;
    if (odds.status === 'ready') return null;
    if (odds.status === 'none') return `No fair start for these rules: ${odds.reason}.`;
    onProgress(oddsProgressWords(odds, request.seats.length));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
