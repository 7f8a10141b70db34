import { randomBytes, randomUUID } from 'node:crypto';
import { createDispatch, type ApiDispatch } from './api/handler';
import { BOTS } from './services/bots';
import { GameService } from './services/games';
import { loadPresets } from './services/presets';

/** Everything the API serves, wired once per launch; both transports share it. */
export function createApp(): { dispatch: ApiDispatch } {
  const presets = loadPresets();
  const games = new GameService({
    bots: BOTS,
    randomSeed: () => randomBytes(4).readUInt32BE(0) || 1,
    newId: randomUUID,
  });
  const dispatch = createDispatch({
    listPresets: () => presets,
    listBots: () => games.listBots(),
    createGame: (request) => games.create(request),
    getGame: ({ gameId }) => games.get(gameId),
    act: ({ gameId, action }) => games.act(gameId, action),
    previewKeep: ({ gameId, dice }) => games.previewKeep(gameId, dice),
    botStep: ({ gameId, toEndOfTurn }) => games.botStep(gameId, toEndOfTurn),
    exportReplay: ({ gameId }) => games.exportReplay(gameId),
    rematch: ({ gameId }) => games.rematch(gameId),
  });
  return { dispatch };
}
