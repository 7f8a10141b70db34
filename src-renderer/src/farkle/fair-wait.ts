/** A fair start under new rules: the table waits for their odds, saying how far along they are. */
import type { ApiClient, CreateGameRequest, FairStartOdds } from '../../../src-shared/api';
import type { Rules } from '../../../src-shared/farkle';
import { points } from '../lib/format';

/** A short game's odds take about a second: asked this often, the game starts soon after. */
const POLL_MS = 150;

/** What the setup shows while the odds are worked out, in the words the win-chance bar uses. */
export function oddsWords(odds: Extract<FairStartOdds, { status: 'solving' }>): string {
  if (odds.ahead !== undefined) {
    const others =
      odds.ahead === 1 ? 'one other rule set goes' : `${odds.ahead} other rule sets go`;
    return `Waiting to work out the odds: ${others} first…`;
  }
  return `Working out the odds… ${Math.round(odds.progress * 100)}%`;
}

/** The rules a fair start's odds are worked out for: the form's own, else its preset's. */
function oddsRef(request: CreateGameRequest, presetRules: Rules) {
  return { preset: request.preset, rules: request.rules ?? presetRules };
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

/** What the fair start changes, in words: the figures of the rules in play once they are known. */
export function fairStartHelp(odds: FairStartOdds | null): string {
  if (odds?.status !== 'ready') {
    return 'worked out from the exact odds of these rules: without it the first player has the edge';
  }
  const edge = `${(odds.firstPlayerWins * 100).toFixed(1)}%`;
  return (
    `worked out from the exact odds of these rules: without it the first player wins ${edge} ` +
    `of games; the second starts with ${points(odds.headStart)}`
  );
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
    onProgress(oddsWords(odds));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
