import type { Rules } from '../../../src-shared/farkle';

/** Thousands separated as players read them: 10,000. */
const n = (value: number): string => value.toLocaleString('en-US');

/** A line of the scoring table, dotted to the value like the preset texts. */
function row(what: string, value: string): string {
  const dots = Math.max(3, 34 - what.length);
  return `  ${what} ${'.'.repeat(dots)} ${value}`;
}

const OF_A_KIND: Record<Rules['scoring']['ofAKind'], string[]> = {
  triples: [row('Four, five, six of a kind', 'no more than their triple')],
  add: [
    row('Four, five, six of a kind', 'the triple again for each extra die'),
    '                                     (four 4s = 800, five 4s = 1,200)',
  ],
  double: [
    row('Four, five, six of a kind', 'double for each extra die'),
    '                                     (four 4s = 800, five 4s = 1,600)',
  ],
  fixed: [row('Four, five, six of a kind', '1,000 / 2,000 / 3,000')],
};

export function seatsLine(rules: Rules): string {
  const { minSeats, maxSeats } = rules;
  if (minSeats === maxSeats) return `${minSeats} ${minSeats === 1 ? 'player' : 'players'}`;
  return `${minSeats} to ${maxSeats} players`;
}

export function endLine(rules: Rules): string {
  if (rules.target === null) {
    return rules.turnLimit === null
      ? 'The game is a single turn.'
      : `The game ends after ${n(rules.turnLimit)} turns: play for the best average.`;
  }
  const limit =
    rules.turnLimit === null ? '' : ` The game also ends after ${n(rules.turnLimit)} turns each.`;
  return rules.finalRound
    ? `First to ${n(rules.target)} triggers a final round.${limit}`
    : `First to ${n(rules.target)} wins.${limit}`;
}

/** A turn under these rules, step by step, in the words of the rules text. */
export function turnSteps(rules: Rules): string[] {
  const steps = [
    'Roll all six dice. Set aside at least one scoring die after each roll.',
    rules.keepJunk
      ? 'Dice that score nothing may be set aside with the scoring ones.'
      : 'Every die you set aside must score.',
    'Then bank your turn total, or roll the dice that are left to add more.',
    'A roll with nothing that scores is a FARKLE: the turn ends and its points are lost.',
    rules.hotDice === 'must'
      ? 'Set aside all six and you have HOT DICE: you must roll all six again before banking.'
      : 'Set aside all six and you have HOT DICE: you may roll all six again and keep adding.',
  ];
  if (rules.entryThreshold > 0) {
    steps.push(`Your first bank needs at least ${n(rules.entryThreshold)} in one turn.`);
  }
  if (rules.minBank > 0) steps.push(`A turn total below ${n(rules.minBank)} cannot be banked.`);
  if (rules.soloSingleTurn) steps.push('Played alone, the game is a single test turn.');
  if (rules.threeFarklePenalty > 0) {
    steps.push(`A third farkle in a row costs ${n(rules.threeFarklePenalty)} points.`);
  }
  return steps;
}

/**
 * The rules text for any rule set, in the words and layout of the preset texts: what the table
 * shows for house rules, written from the rules themselves so it cannot disagree with the engine.
 */
export function describeRules(rules: Rules): string {
  const { scoring } = rules;
  const lines = ['HOUSE RULES', '', `Six dice, ${seatsLine(rules)}. ${endLine(rules)}`, ''];
  lines.push('YOUR TURN', ...turnSteps(rules).map((step) => `- ${step}`));
  lines.push('', 'SCORING');
  lines.push(row('Each 1', '100'), row('Each 5', '50'), row('Three 1s', '1,000'));
  lines.push(row('Three 2s / 3s / 4s / 5s / 6s', '100 x face'));
  lines.push(...OF_A_KIND[scoring.ofAKind]);
  const extras: Array<[string, number | null]> = [
    ['Straight 1-2-3-4-5-6', scoring.straight],
    ['Straight 1-2-3-4-5', scoring.lowStraight],
    ['Straight 2-3-4-5-6', scoring.highStraight],
    ['Three pairs', scoring.threePairs],
    ['Two triplets', scoring.twoTriplets],
    ['Four of a kind and a pair', scoring.fourAndPair],
  ];
  for (const [what, value] of extras) if (value !== null) lines.push(row(what, n(value)));
  lines.push('Combinations count only within one roll.');
  if (rules.target !== null) {
    lines.push('', 'WINNING');
    lines.push(
      rules.finalRound
        ? `When a player banks ${n(rules.target)} or more, every other player gets one last turn. The highest total wins.`
        : `The first player to bank ${n(rules.target)} or more wins.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Objects with their keys in order, so two equal rule sets write the same JSON. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/** Whether two rule sets play the same game. */
export function sameRules(a: Rules, b: Rules): boolean {
  return canonical(a) === canonical(b);
}
