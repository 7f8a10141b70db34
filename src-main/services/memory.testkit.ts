import { randomUUID } from 'node:crypto';
import { GameStore } from '../db/game-store';
import { openMemoryDatabase, type Db } from '../db/open';
import { FARKLE_BOTS } from './bots';
import { FarkleService } from './farkle';
import { RollDiceService } from './rolldice';
import { tableStoreOn } from './table-store';
import type { WinOddsSource } from './winchance';

/**
 * The store and the two table services on a history in memory, wired as the app wires them
 * (without the coach's worker, and without win tables unless given): for tests that need no API
 * or transport.
 * Given the database of earlier ones, they start as the app starts again: memory empty.
 */
export function memoryServices(db: Db = openMemoryDatabase(), winOdds?: WinOddsSource) {
  const history = new GameStore(db);
  const store = tableStoreOn(history, () => new Date().toISOString());
  const randomSeed = () => 7;
  const games = new FarkleService({
    bots: FARKLE_BOTS,
    randomSeed,
    newId: randomUUID,
    store,
    ...(winOdds ? { winOdds } : {}),
  });
  const rollDice = new RollDiceService({ randomSeed, newId: randomUUID, store });
  return { db, history, games, rollDice };
}
