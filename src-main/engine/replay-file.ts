import type { z } from 'zod';

export type ReplayResult<S> =
  { ok: true; state: S } | { ok: false; error: string; actionIndex: number | null };

type Step<S> = { ok: true; value: S } | { ok: false; error: { message: string } };

/** Plays actions from a starting state; the first illegal one stops it, with its number. */
export function playActions<S, A>(
  start: S,
  actions: readonly A[],
  apply: (state: S, action: A) => Step<S>,
): ReplayResult<S> {
  let state = start;
  for (const [index, action] of actions.entries()) {
    const result = apply(state, action);
    if (!result.ok) {
      return {
        ok: false,
        error: `action ${index + 1}: ${result.error.message}`,
        actionIndex: index,
      };
    }
    state = result.value;
  }
  return { ok: true, state };
}

/** A replay file's text: indented JSON with a final line feed. */
export function writeReplayText(replay: unknown): string {
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
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      error: `this is not a valid ${what} replay${where}: ${issue?.message ?? 'unknown problem'}`,
    };
  }
  return { ok: true, replay: parsed.data };
}
