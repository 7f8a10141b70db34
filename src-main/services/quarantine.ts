import type { DamagedGame } from '../../src-shared/api';
import type { History } from '../db/history';
import { engineVersionProblem, rulesSchema, runGameReplay } from '../engine';
import { kindOf } from './import';

/**
 * Checks at start-up what play will trust: every Farkle rule set must be valid rules and every
 * unfinished game must replay. What fails is set aside as damaged (listed, exported as stored,
 * never played or counted) so that the rest of the history loads.
 */
export function quarantine(history: History): DamagedGame[] {
  for (const { id, rules } of history.damaged.farkleRuleSets()) {
    const problem = ruleSetProblem(rules);
    if (problem) history.damaged.damageRuleSet(id, problem);
  }
  for (const gameId of history.damaged.unfinishedIds()) {
    const problem = replayProblem(history, gameId);
    if (problem) history.damaged.damageGame(gameId, problem);
  }
  return history.damaged.list();
}

function ruleSetProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'its rule set is not JSON';
  }
  const parsed = rulesSchema.safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `its rule set is not valid rules (${issue?.path.join('.')}: ${issue?.message})`;
}

function replayProblem(history: History, gameId: string): string | null {
  try {
    const replay = history.replayOf(gameId)!;
    // Not damaged, but this engine may play it otherwise: set aside all the same, in its words.
    const otherEngine = engineVersionProblem(replay.engineVersion);
    if (otherEngine) return otherEngine;
    const played = runGameReplay(kindOf(replay).def, replay);
    return played.ok ? null : `its moves no longer replay (${played.error})`;
  } catch (error) {
    // A stored row the engine cannot even set up (an unknown generator, say) is damaged too.
    return `it cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}
