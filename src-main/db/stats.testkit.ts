import type { FarkleView } from '../../src-shared/api';
import type { TestCall } from '../api/test-app';

/** Plays a game of these bots, to its end (`turns` 0) or for that many turns. */
export async function playBots(
  call: TestCall,
  bots: readonly string[],
  seed: number | null,
  turns: number,
  preset = 'minimal',
): Promise<FarkleView> {
  let game = await call<FarkleView>('createGame', {
    preset,
    rules: null,
    seats: bots.map((bot, i) => ({ name: `Seat ${i + 1}`, bot })),
    seed: seed === null ? null : String(seed),
    generator: null,
  });
  for (let turn = 0; !game.over && (turns === 0 || turn < turns); turn++) {
    game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
  }
  return game;
}
