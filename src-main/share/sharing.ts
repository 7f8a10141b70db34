import type { ApiResult, ShareAddress, ShareView } from '../../src-shared/api';
import type { TableView } from '../../src-shared/games';
import type { DeviceMessage, Seating } from '../../src-shared/share';
import type { ShareStore } from '../db/shares';
import { howToPlay } from '../engine/how-to-play';
import { ServiceError } from '../errors';
import { checkedAddress, shareAddresses } from './addresses';
import {
  startShareServer,
  type DeviceLink,
  type ShareLimits,
  type ShareServer,
} from './share-server';
import { SharedBots } from './shared-bots';
import { seatingOf, type SharedTable } from './table-port';
import { newToken, sameToken } from './tokens';

export interface SharingOptions {
  table: SharedTable;
  store: ShareStore;
  /** The built renderer, whose seat page the links open; null serves no page (API tests). */
  rendererDir: string | null;
  /** The interface used when a request names none; by default the local network's. */
  defaultAddress?: string;
  addresses?: () => ShareAddress[];
  limits?: Partial<ShareLimits>;
  /** The pause before each bot move at a shared table: the host's Bot speed. */
  botDelayMs: () => number;
  /** Where a share that could not be resumed, or a bot that could not move, is reported (never with its tokens). */
  log?: (line: string) => void;
}

interface Share {
  gameId: string;
  server: ShareServer;
  /** Each person seat's token, and the spectator's under null. */
  tokens: Map<number | null, string>;
  names: Map<number, string>;
  /** Person seats handed to a bot until their new link is opened. */
  standIns: Set<number>;
}

/** Methods after which a shared game's devices are shown the table again, by the view they answer. */
const MOVES: Record<string, (value: unknown) => TableView> = {
  act: farkleTable,
  botStep: farkleTable,
  setPlayerSeed: farkleTable,
  rollDiceAct: (view) => ({ game: 'rolldice', view }) as TableView,
  rollDiceBotStep: (view) => ({ game: 'rolldice', view }) as TableView,
  tableAct: (table) => table as TableView,
  tableBotStep: (table) => table as TableView,
};
const ENDS = new Set(['abandonGame', 'deleteGame']);

const SPECTATING = 'This link only watches the table: it cannot play.';
const UNKNOWN_LINK =
  'This link no longer opens a seat: it was replaced, or the game is no longer shared. Ask the host for a new one.';

/**
 * Games shared across the room: which links open which seat, the servers they reach, and the
 * devices seated through them. The host stays the only authority: a device's move goes through
 * the same API as the host's own, and is acknowledged once that has stored it.
 */
export class Sharing {
  private readonly shares = new Map<string, Share>();
  private readonly servers = new Map<string, Promise<ShareServer>>();
  private readonly devices = new Map<DeviceLink, { gameId: string; seat: number | null }>();
  /** Each device's messages are handled one at a time, in the order it sent them. */
  private readonly queues = new WeakMap<DeviceLink, Promise<void>>();
  private readonly bots: SharedBots;

  constructor(private readonly options: SharingOptions) {
    this.bots = new SharedBots({
      table: options.table,
      mover: (gameId, table) => {
        const share = this.shares.get(gameId);
        if (!share) return null;
        const { seats, current } = seatingOf(table);
        if (seats[current]?.bot != null) return 'bot';
        return share.standIns.has(current) ? 'stand-in' : null;
      },
      delayMs: options.botDelayMs,
      log: (line) => options.log?.(line),
    });
  }

  /** The interfaces a game may be shared on, the default first. */
  addresses(): ShareAddress[] {
    const found = (this.options.addresses ?? shareAddresses)();
    const chosen = this.options.defaultAddress;
    if (!chosen) return found;
    const named = found.find((entry) => entry.address === chosen);
    const rest = found.filter((entry) => entry.address !== chosen);
    return [named ?? { address: chosen, name: 'this computer only' }, ...rest];
  }

  async share(gameId: string, asked?: string): Promise<ShareView> {
    const view = seatingOf(unwrap(await this.options.table.view(gameId)));
    if (view.over)
      throw new ServiceError('illegal', 'this game is over: there is nothing to share');
    const offered = this.addresses();
    const existing = this.shares.get(gameId);
    const address = checkedAddress(
      // The default comes first among those offered.
      asked ?? existing?.server.address ?? offered[0]?.address ?? '127.0.0.1',
      offered,
    );
    if (existing?.server.address === address) return this.viewOf(existing);
    const tokens = existing?.tokens ?? freshTokens(view);
    const share = {
      gameId,
      server: await this.serverOn(address),
      tokens,
      names: namesOf(view),
      standIns: existing?.standIns ?? new Set<number>(),
    };
    this.shares.set(gameId, share);
    this.save(share);
    if (existing) await this.release(existing.server);
    void this.bots.poke(gameId);
    return this.viewOf(share);
  }

  async stop(gameId: string): Promise<null> {
    const share = this.shares.get(gameId);
    this.options.store.remove(gameId);
    if (!share) return null;
    this.bots.stop(gameId);
    this.end(share, 'The host stopped sharing this game.');
    await this.release(share.server);
    return null;
  }

  /** The seat comes back to the host's screen, with a new link. */
  revoke(gameId: string, seat: number): ShareView {
    const share = this.relinked(gameId, seat);
    share.standIns.delete(seat);
    void this.bots.poke(gameId);
    return this.viewOf(share);
  }

  /** A bot plays the seat from here, until its new link is opened or it is taken back. */
  handToBot(gameId: string, seat: number): ShareView {
    const share = this.relinked(gameId, seat);
    share.standIns.add(seat);
    void this.bots.poke(gameId);
    return this.viewOf(share);
  }

  shared(gameId: string): ShareView | null {
    const share = this.shares.get(gameId);
    return share ? this.viewOf(share) : null;
  }

  /** Shares kept from before a restart listen again at the same addresses, with the same links. */
  async resume(): Promise<void> {
    for (const kept of this.options.store.unfinished()) {
      const view = await this.options.table.view(kept.gameId);
      if (!view.ok) continue;
      try {
        const server = await this.serverOn(kept.address, kept.port);
        const tokens = new Map(kept.links.map(({ seat, token }) => [seat, token] as const));
        this.shares.set(kept.gameId, {
          gameId: kept.gameId,
          server,
          tokens,
          names: namesOf(seatingOf(view.value)),
          standIns: new Set(),
        });
        void this.bots.poke(kept.gameId);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.log?.(
          `A shared game could not listen again at ${kept.address}:${kept.port} (${reason}); share it again from its table.`,
        );
      }
    }
  }

  /** Told of every answered API call: a shared game's devices see each change as it is stored. */
  afterCall(method: string, request: unknown, value: unknown): void {
    const tableOf = MOVES[method];
    if (tableOf) {
      const { gameId } = request as { gameId: string };
      if (!this.shares.has(gameId)) return;
      const table = tableOf(value);
      this.broadcast(gameId, { type: 'view', table });
      // The devices keep the result on screen; the links end with the game.
      if (seatingOf(table).over) {
        this.finish(gameId, 'The game is over: it is kept in the host’s History.');
      } else void this.bots.poke(gameId);
    } else if (ENDS.has(method)) {
      this.finish((request as { gameId: string }).gameId, 'The host ended this game.');
    }
  }

  /** A device's checked message: its key first, then its seat's moves. */
  async receive(link: DeviceLink, message: DeviceMessage): Promise<void> {
    if (message.type === 'hello') return this.seat(link, message.token);
    const device = this.devices.get(link);
    if (!device) return link.close(UNKNOWN_LINK);
    const refuse = (words: string) =>
      link.send({ type: 'ack', id: message.id, ok: false, message: words });
    if (device.seat === null) return refuse(SPECTATING);
    const { table } = this.options;
    const now = await table.view(device.gameId);
    if (!now.ok) return refuse(now.error.message);
    const view = seatingOf(now.value);
    if (view.over) return refuse('The game is over.');
    if (view.current !== device.seat) {
      return refuse(`It is ${view.seats[view.current]!.name}’s turn, not yours: wait for it.`);
    }
    if (view.actionCount !== message.step) {
      link.send({ type: 'view', table: now.value });
      return refuse('The table moved on before your move arrived: look again and play.');
    }
    const done = await table.act(device.gameId, message.step, message.action);
    if (!done.ok) return refuse(done.error.message);
    link.send({ type: 'ack', id: message.id, ok: true });
  }

  gone(link: DeviceLink): void {
    this.devices.delete(link);
  }

  async close(): Promise<void> {
    this.bots.close();
    const servers = await Promise.allSettled([...this.servers.values()]);
    const running = servers.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    await Promise.all(running.map((server) => server.close()));
    this.servers.clear();
  }

  private async seat(link: DeviceLink, token: string): Promise<void> {
    for (const share of this.shares.values()) {
      for (const [seat, known] of share.tokens) {
        if (!sameToken(token, known)) continue;
        const view = await this.options.table.view(share.gameId);
        if (!view.ok) return link.close(UNKNOWN_LINK);
        this.devices.set(link, { gameId: share.gameId, seat });
        // The seat's device is back: its stand-in leaves it.
        if (seat !== null && share.standIns.delete(seat)) void this.bots.poke(share.gameId);
        return link.send({
          type: 'welcome',
          seat,
          table: view.value,
          howTo: howToPlay(view.value.game),
        });
      }
    }
    link.close(UNKNOWN_LINK);
  }

  /**
   * A game no longer shared: its links are forgotten and its devices told why, once the move
   * that ended it has been acknowledged to the device that made it.
   */
  private finish(gameId: string, words: string) {
    this.options.store.remove(gameId);
    this.bots.stop(gameId);
    const share = this.shares.get(gameId);
    if (!share) return;
    this.shares.delete(gameId);
    setImmediate(() => {
      this.end(share, words);
      void this.release(share.server);
    });
  }

  /** The seat's link replaced by a new one: a device seated by the old one is sent away. */
  private relinked(gameId: string, seat: number): Share {
    const share = this.shares.get(gameId);
    if (!share) throw new ServiceError('illegal', 'this game is not shared');
    if (!share.tokens.has(seat)) {
      throw new ServiceError('illegal', `seat ${seat} is not a person’s seat of this game`);
    }
    share.tokens.set(seat, newToken());
    for (const [link, device] of this.devices) {
      if (device.gameId === gameId && device.seat === seat) {
        this.devices.delete(link);
        link.close('The host took this seat back: ask them for a new link to play it again.');
      }
    }
    this.save(share);
    return share;
  }

  private broadcast(gameId: string, message: Parameters<DeviceLink['send']>[0]) {
    for (const [link, device] of this.devices) if (device.gameId === gameId) link.send(message);
  }

  private end(share: Share, words: string) {
    this.shares.delete(share.gameId);
    for (const [link, device] of this.devices) {
      if (device.gameId !== share.gameId) continue;
      this.devices.delete(link);
      link.close(words);
    }
  }

  /** The running server on this interface, or a new one (on `port` when the links name one). */
  private serverOn(address: string, port = 0): Promise<ShareServer> {
    for (const [key, server] of this.servers) {
      if (key.startsWith(`${address}:`) && (port === 0 || key === `${address}:${port}`))
        return server;
    }
    const starting = startShareServer({
      address,
      port,
      rendererDir: this.options.rendererDir,
      receive: (link, message) => {
        const next = (this.queues.get(link) ?? Promise.resolve()).then(() =>
          this.receive(link, message),
        );
        this.queues.set(link, next);
      },
      gone: (link) => this.gone(link),
      ...(this.options.limits ? { limits: this.options.limits } : {}),
    });
    const key = `${address}:${port}`;
    this.servers.set(key, starting);
    // A chosen port that turns out free of charge keeps its key; a picked one is keyed by it.
    return starting.then(
      (server) => {
        this.servers.delete(key);
        this.servers.set(`${address}:${server.port}`, starting);
        return server;
      },
      (error: unknown) => {
        this.servers.delete(key);
        throw error;
      },
    );
  }

  /** Stops a server no shared game uses any more: nothing listens while nothing is shared. */
  private async release(server: ShareServer): Promise<void> {
    if ([...this.shares.values()].some((share) => share.server === server)) return;
    this.servers.delete(`${server.address}:${server.port}`);
    await server.close();
  }

  private save(share: Share) {
    this.options.store.save({
      gameId: share.gameId,
      address: share.server.address,
      port: share.server.port,
      links: [...share.tokens].map(([seat, token]) => ({ seat, token })),
    });
  }

  private viewOf(share: Share): ShareView {
    const url = (token: string) => `${share.server.origin}/#t=${token}`;
    return {
      address: share.server.address,
      seats: [...share.tokens]
        .filter((entry): entry is [number, string] => entry[0] !== null)
        .map(([seat, token]) => ({
          seat,
          name: share.names.get(seat) ?? '',
          url: url(token),
          standIn: share.standIns.has(seat),
        })),
      spectatorUrl: url(share.tokens.get(null)!),
    };
  }
}

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ServiceError(result.error.code, result.error.message);
  return result.value;
}

/** Farkle's own methods answer its view unnamed. */
function farkleTable(view: unknown): TableView {
  return { game: 'farkle', view } as TableView;
}

/** A token for each person seat, and one to watch. */
function freshTokens(view: Seating): Map<number | null, string> {
  const tokens = new Map<number | null, string>();
  view.seats.forEach((seat, index) => {
    if (seat.bot === null) tokens.set(index, newToken());
  });
  tokens.set(null, newToken());
  return tokens;
}

function namesOf(view: Seating): Map<number, string> {
  return new Map(view.seats.map((seat, index) => [index, seat.name]));
}
