import { z } from 'zod';
import type { AnyReplay } from '../../src-shared/games';
import { PLAYER_NAME, cleanName, type NameKind } from '../../src-shared/names';
import type { GameDef, GameReplay } from './contract';
import { issueWords } from './issue-words';

/**
 * The engine's version: a replay records the one that played it, and a different engine may
 * deal different dice or judge a move differently. This engine plays every version from the
 * first by that version's rules (2: a new Roll-Dice-Roll target always differs from the old one;
 * before, it could repeat); a file from a later version is refused.
 */
export const ENGINE_VERSION = 2;

/** A replay file's format and the version of its layout (not of the engine that played it). */
export const REPLAY_FORMAT = 'hotdice-replay';
export const REPLAY_VERSION = 1;

export type ReplayResult<S> =
  { ok: true; state: S } | { ok: false; error: string; actionIndex: number | null };

/** The engine version that played a replay: files from before it was recorded are version 1. */
export function playedVersion(replay: { engineVersion?: number }): number {
  return replay.engineVersion ?? 1;
}

/** Why a replay from this engine version cannot be played here, or null. */
export function engineVersionProblem(version: number | undefined): string | null {
  const played = playedVersion({ engineVersion: version });
  if (Number.isInteger(played) && played >= 1 && played <= ENGINE_VERSION) return null;
  return `this replay was played by engine version ${played}; this Hot Dice plays versions 1 to ${ENGINE_VERSION}`;
}

/** Only the versions this engine plays; a missing version is the first one. */
export const engineVersionSchema = z
  .number()
  .int()
  .optional()
  .check((ctx) => {
    const problem = engineVersionProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** The fields every replay file starts with, whichever game it holds. */
export const replayHeadSchema = {
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  engineVersion: engineVersionSchema,
};

/** A name of this kind, kept by the one name rule (see src-shared/names.ts). */
export function nameSchemaOf(kind: NameKind) {
  return z
    .string()
    .max(16 * kind.max, `a name can be at most ${kind.max} characters`)
    .transform((text, ctx) => {
      const clean = cleanName(text, kind);
      if (clean.ok) return clean.name;
      ctx.issues.push({ code: 'custom', message: clean.error, input: text });
      return z.NEVER;
    });
}

/** A player's name. */
export const nameSchema = nameSchemaOf(PLAYER_NAME);

/**
 * Plays a replay from its setup, for either game, in time proportional to its length; the first
 * illegal action stops it, with its number. `onStep` sees every state change, for frames and for
 * the store: `before` is given up, so its growing lists may already hold `after`'s additions
 * (compare counts, such as turnsPlayed), and a state kept past its step must be copied.
 */
export function runReplay<S, A, R extends GameReplay<A>>(
  def: GameDef<unknown, S, A, unknown, R, { code: string; message: string }>,
  replay: R,
  onStep?: (before: S, action: A, after: S, index: number) => void,
): ReplayResult<S> {
  const setup = def.setupOf(replay);
  const problem = engineVersionProblem(replay.engineVersion) ?? def.setupProblem(setup);
  if (problem) return { ok: false, error: problem, actionIndex: null };
  let state = def.newGame(setup);
  for (const [index, action] of replay.actions.entries()) {
    const result = def.applyOwned ? def.applyOwned(state, action) : def.apply(state, action);
    if (!result.ok) {
      return {
        ok: false,
        error: `action ${index + 1}: ${result.error.message}`,
        actionIndex: index,
      };
    }
    onStep?.(state, action, result.value, index);
    state = result.value;
  }
  return { ok: true, state };
}

/** A replay's state after `step` actions, and the step at which each turn (or round) starts. */
export function replayFrame<S, A, R extends GameReplay<A>>(
  def: GameDef<unknown, S, A, unknown, R, { code: string; message: string }>,
  replay: R,
  step: number,
): { ok: true; shown: S; last: S; turnStarts: number[] } | { ok: false; error: string } {
  const steps = replay.actions.length;
  if (step > steps) return { ok: false, error: `this game has only ${steps} moves` };
  const turnStarts = [0];
  const frame: { shown?: S } = {};
  const run = runReplay(def, replay, (before, _action, after, index) => {
    if (def.endsTurn(before, after) && index + 1 < steps) turnStarts.push(index + 1);
    // Copied (states are plain JSON): the replay goes on extending the lists it passes on.
    if (index + 1 === step) frame.shown = copyOf(after);
  });
  if (!run.ok) return run;
  // The start is made afresh: by now the first move has extended the lists the start state held.
  if (step === 0) frame.shown = def.newGame(def.setupOf(replay));
  return { ok: true, shown: frame.shown ?? run.state, last: run.state, turnStarts };
}

function copyOf<S>(state: S): S {
  return JSON.parse(JSON.stringify(state)) as S;
}

/** A replay file's text: indented JSON with a final line feed. */
export function writeReplay(replay: AnyReplay): string {
  return `${JSON.stringify(replay, null, 2)}\n`;
}

/** Reads a replay file's text against its schema; any problem comes back as a sentence. */
export function readReplayText<T>(
  text: string,
  schema: z.ZodType<T>,
  what: string,
): { ok: true; replay: T } | { ok: false; error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'this is not a replay file: it is not JSON' };
  }
  const version = (data as { engineVersion?: unknown } | null)?.engineVersion;
  if (typeof version === 'number') {
    const problem = engineVersionProblem(version);
    if (problem) return { ok: false, error: problem };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    if (parsed.error.issues[0]?.path[0] === 'format') {
      return { ok: false, error: 'this is not a Hot Dice replay or history export' };
    }
    const words = issueWords(parsed.error, data, { inFile: false, subject: 'the file' });
    return { ok: false, error: `this is not a valid ${what} replay: ${words}` };
  }
  return { ok: true, replay: parsed.data };
}
