/**
 * A schema's complaint in a player's words: where in the file or request it is ("Game 7 in the
 * file: seat 2's bot") and what is wrong with the value there, never a path like
 * `games.6.replay.seats.1.bot`.
 */
import type { z } from 'zod';

type Key = PropertyKey;

/** Keys whose items are counted from 1 for people: `seats.1` is seat 2. */
const COUNTED: Record<string, string> = {
  games: 'game',
  seats: 'seat',
  actions: 'move',
  history: 'turn',
  dice: 'die',
  bots: 'bot',
  damaged: 'damaged game',
};

/** Keys that only wrap what is inside (a game's replay, a file's top level). */
const SILENT = new Set<Key>(['replay']);

/** Field names in words, where the key alone would read as code. */
const FIELD_WORDS: Record<string, string> = {
  bot: 'bot',
  player: 'the player',
  preset: 'rule set',
  name: 'name',
  id: 'id',
  startedAt: 'start time',
  endedAt: 'end time',
  seedChosen: 'seed-chosen mark',
  engineVersion: 'engine version',
  playerSeed: 'player seed',
  turnLimit: 'number of turns',
  entryThreshold: 'points to get on the board',
  minBank: 'least points to bank',
  threeFarklePenalty: 'three-farkle penalty',
  threePairs: 'three pairs score',
  keepJunk: 'junk-dice rule',
  hotDice: 'hot dice rule',
  finalRound: 'final-round rule',
  ofAKind: 'sets-of-a-kind scoring',
  target: 'target',
  rules: 'the rules',
  scoring: 'scoring',
  straight: 'straight',
  seed: 'seed',
  generator: 'dice generator',
  format: 'format',
  version: 'version',
};

const fieldWords = (key: Key): string =>
  FIELD_WORDS[String(key)] ??
  `field "${String(key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()}"`;

/**
 * Where a path points, in words: `games.6.replay.seats.1.bot` is "Game 7 in the file" (when
 * `inFile`) and "seat 2's bot". A path with nothing to say gives empty strings.
 */
export function pathWords(path: readonly Key[], inFile: boolean): { where: string; what: string } {
  let where = '';
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const next = path[i + 1];
    if (SILENT.has(key)) continue;
    const counted = COUNTED[String(key)];
    if (counted && typeof next === 'number') {
      const named = `${counted} ${next + 1}`;
      if (key === 'games' && where === '') {
        where = inFile ? `Game ${next + 1} in the file` : `Game ${next + 1}`;
      } else parts.push(named);
      i++;
      continue;
    }
    if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else parts.push(fieldWords(key));
  }
  // English possessives: "seat 2's bot", "the rules' target".
  const what = parts.reduce(
    (whole, part) => (whole === '' ? part : `${whole}${whole.endsWith('s') ? "'" : "'s"} ${part}`),
    '',
  );
  return { where, what };
}

/** The value the data holds at a path, to quote it back. */
function valueAt(data: unknown, path: readonly Key[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<Key, unknown>)[key];
  }
  return value;
}

function quoted(value: unknown): string {
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (value === null) return 'empty';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  // What JSON leaves: a number or true/false.
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
}

const KIND_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

/** Zod's own wording ("Invalid input: ..."), which is replaced; a schema's own message is kept. */
const ZOD_WORDING = /^(Invalid|Too (big|small)|Unrecognized key)/;

/** What is wrong with the value, in words. */
function problemWords(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined && issue.code !== 'unrecognized_keys') return 'must be given';
  switch (issue.code) {
    case 'invalid_value': {
      const known = issue.values.map((v) => String(v)).join(', ');
      return `${quoted(value)} is not one Hot Dice knows (it knows: ${known})`;
    }
    case 'invalid_type':
      return `should be ${KIND_WORDS[issue.expected] ?? issue.expected}, not ${quoted(value)}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} Hot Dice does not know: ${issue.keys.join(', ')}`;
    case 'too_big':
      return `${quoted(value)} is more than Hot Dice takes (at most ${String(issue.maximum)})`;
    case 'too_small':
      return `${quoted(value)} is less than Hot Dice takes (at least ${String(issue.minimum)})`;
    case 'invalid_union':
      return `${quoted(value)} is not any of the things Hot Dice takes there`;
    default:
      return `${quoted(value)} is not valid`;
  }
}

/** What is wrong at the first complaint's field, without where it is ("must be ..."). */
export function issueProblem(error: z.ZodError, data: unknown): { path: string; problem: string } {
  const issue = error.issues[0];
  if (!issue) return { path: '', problem: 'is not valid' };
  const problem = ZOD_WORDING.test(issue.message)
    ? problemWords(issue, valueAt(data, issue.path))
    : issue.message;
  return { path: issue.path.map(String).join('.'), problem };
}

/**
 * A schema's first complaint about `data` in words: "Game 7 in the file: seat 2's bot "X" is not
 * one Hot Dice knows (...)". `subject` names the whole when the path is empty ("The file").
 */
export function issueWords(
  error: z.ZodError,
  data: unknown,
  options: { inFile: boolean; subject: string; prefix?: readonly Key[] },
): string {
  const issue = error.issues[0];
  if (!issue) return `${options.subject} is not valid`;
  const path = [...(options.prefix ?? []), ...issue.path];
  const { where, what } = pathWords(path, options.inFile);
  // A schema's own message is already words: it follows the place it is about.
  const sentence = !ZOD_WORDING.test(issue.message)
    ? what === ''
      ? issue.message
      : `${what}: ${issue.message}`
    : `${what || (where === '' ? options.subject : 'it')} ${problemWords(issue, valueAt(data, issue.path))}`;
  if (where !== '') return `${where}: ${sentence}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
