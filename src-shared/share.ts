/**
 * The sharing server's messages between a device and the host, over one WebSocket at SHARE_PATH.
 * The device speaks first with its link's token; every change to the table is pushed to all.
 * Any game played through the table API may be shared: the table comes named with its kind.
 */
import type { TablePlay, TableView } from './games';

export const SHARE_PATH = '/table';

/** The most a device's message may weigh (a move is a few dozen bytes). */
export const SHARE_MAX_MESSAGE_BYTES = 2048;

/** A seat as a shared table needs it: its name, and a bot id or null for a person. */
export interface SharedSitter {
  name: string;
  bot: string | null;
}

/** Any table game's seats, turn and step, as the sharing server reads them off its view. */
export interface Seating {
  seats: SharedSitter[];
  current: number;
  over: boolean;
  /** The view's step: a move is made on it. */
  actionCount: number;
}

export type DeviceMessage =
  | { type: 'hello'; token: string }
  /** `id` comes back in the ack, so the device knows which move was stored. */
  | { type: 'act'; id: number; step: number; action: TablePlay };

export type HostMessage =
  /** `seat` is null on a spectator's link. */
  | { type: 'welcome'; seat: number | null; table: TableView }
  | { type: 'view'; table: TableView }
  /** The move was stored (ok) or refused, in words. */
  | { type: 'ack'; id: number; ok: true }
  | { type: 'ack'; id: number; ok: false; message: string }
  /** Refused without closing (too fast, not understood). */
  | { type: 'refused'; message: string }
  /** The link no longer works (revoked, sharing stopped, game gone): the socket closes after it. */
  | { type: 'closed'; message: string };
