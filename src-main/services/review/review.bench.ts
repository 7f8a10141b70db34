import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { GameReview, FarkleView } from '../../../src-shared/api';
import { minimalGame, openTestApp } from '../../api/test-app';

const REPEATS = 20;

it('reviews a two-seat game to 10,000 in under 200 ms once its table is solved', async () => {
  const { call } = openTestApp();
  let game = await call<FarkleView>(
    'createGame',
    minimalGame(
      [
        ['Sage', 'expert'],
        ['Milo', 'greedy'],
      ],
      '12',
    ),
  );
  while (!game.over)
    game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
  // The first review waits for the table (shipped for minimal) and the coach's policies.
  await call<GameReview>('reviewGame', { gameId: game.id });
  const times: number[] = [];
  let review: GameReview | null = null;
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    review = await call<GameReview>('reviewGame', { gameId: game.id });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(REPEATS / 2)]!;
  console.log(
    `reviewGame, two seats on minimal (${game.actionCount} actions, ${review!.decisions.length} decisions, unit ${review!.unit}): ` +
      `median ${median.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms of ${REPEATS}`,
  );
  expect(review!.unit).toBe('win');
  expect(median).toBeLessThan(200);
});
