import type { DamagedGame } from '../../src-shared/api';
import type { GameStore } from '../db/game-store';
import {
  ENGINE_VERSION,
  GAME_KINDS,
  SEED_LIMITS,
  engineVersionProblem,
  moduleOf,
  rulesSchema,
  runGameReplay,
} from '../engine';
import { issueWords } from '../engine/issue-words';

/**
 * Checks at start-up what play will trust: every Farkle rule set must be valid rules, every game
 * must be a game Hot Dice plays and name a generator it has, and every game's log must replay. What fails is set aside
 * as damaged (listed, exported as stored, never played or counted) so that the rest of the
 * history loads. A log is replayed only when it was never checked or changed outside Hot Dice
 * since (the store remembers it, with the state it leads to), so a start replays nothing of a
 * history Hot Dice wrote itself.
 */
export function quarantine(history: GameStore): DamagedGame[] {
  for (const { id, rules } of history.damaged.farkleRuleSets()) {
    const problem = ruleSetProblem(rules);
    if (problem) history.damaged.damageRuleSet(id, problem);
  }
  for (const { id, kind } of history.unknownKinds(GAME_KINDS)) {
    history.damaged.damageGame(id, `its game "${kind}" is not one Hot Dice plays`);
  }
  for (const { id, generator } of history.unknownGenerators(Object.keys(SEED_LIMITS))) {
    history.damaged.damageGame(id, `its dice generator "${generator}" is not one Hot Dice has`);
  }
  // Cheap, so every start: a game checked before an engine change is still never played on by it.
  for (const { id, version } of history.unfinishedOfLaterEngine(ENGINE_VERSION)) {
    history.damaged.damageGame(id, engineVersionProblem(version)!);
  }
  // One transaction: remembering each game's check is one write, not one commit per game.
  history.atomically(() => {
    for (const gameId of history.unchecked()) {
      const problem = replayProblem(history, gameId);
      if (problem) history.damaged.damageGame(gameId, problem);
    }
  });
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
  const words = issueWords(parsed.error, data, { inFile: false, subject: 'the rule set' });
  return `its rule set is not valid rules (${words})`;
}

/** Why a stored game does not replay, or null after remembering that it does. */
function replayProblem(history: GameStore, gameId: string): string | null {
  try {
    const replay = history.replayOf(gameId)!;
    // Another engine's game is not replayed by this one: an unfinished one is set aside above, a
    // finished one keeps counting and is refused in words when opened.
    if (engineVersionProblem(replay.engineVersion)) return null;
    const played = runGameReplay(moduleOf(replay).def, replay);
    if (!played.ok) return `its moves no longer replay (${played.error})`;
    history.replays(gameId, replay.game, played.state);
    return null;
  } catch (error) {
    // A stored row the engine cannot even set up (a seed out of range, say) is damaged too.
    return `it cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
}
