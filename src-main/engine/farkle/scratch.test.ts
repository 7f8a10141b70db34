import { it } from 'vitest';
import { botSimSetup, playBotGame, type BotId } from './bots';
import { preset } from './presets';
import { meanWithInterval, simulateTurns } from './simulate';
const rules = preset('minimal').rules;
function h2h(a: BotId, b: BotId, games: number): number {
  let wa = 0;
  for (let g = 0; g < games; g++) {
    const seats: BotId[] = g % 2 === 0 ? [a, b] : [b, a];
    const s = playBotGame(seats, { rules, generator: 'xoroshiro128plus', seed: 1000 + g });
    if (seats[s.winner!] === a) wa++;
  }
  return wa / games;
}
it('exp', () => {
  const out: string[] = [`C=${process.env.CAUTION} D=${process.env.DARING}`];
  for (const b of ['cautious', 'daring'] as BotId[])
    out.push(
      `${b} mean ${meanWithInterval(simulateTurns(botSimSetup(b, rules), 1_000_000, 3)).mean.toFixed(2)}`,
    );
  const G = 4000;
  out.push(`cautious vs daring ${h2h('cautious', 'daring', G)}`);
  out.push(`cautious vs greedy ${h2h('cautious', 'greedy', G)}`);
  out.push(`daring vs greedy ${h2h('daring', 'greedy', G)}`);
  out.push(`optimal vs cautious ${h2h('optimal', 'cautious', G)}`);
  out.push(`optimal vs daring ${h2h('optimal', 'daring', G)}`);
  console.log(out.join('\n'));
}, 600_000);
