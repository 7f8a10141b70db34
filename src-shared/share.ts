/**
 * The sharing server's messages between a device and the host, over one WebSocket at SHARE_PATH.
 * The device speaks first with its link's token; every change to the table is pushed to all.
 */
import type { FarkleAction } from './farkle';
import type { FarkleView } from './domains/farkle';

export const SHARE_PATH = '/table';

/** The most a device's message may weigh (a move is a few dozen bytes). */
export const SHARE_MAX_MESSAGE_BYTES = 2048;

export type DeviceMessage =
  | { type: 'hello'; token: string }
  /** `id` comes back in the ack, so the device knows which move was stored. */
  | { type: 'act'; id: number; step: number; action: FarkleAction };

export type HostMessage =
  /** `seat` is null on a spectator's link. */
  | { type: 'welcome'; seat: number | null; view: FarkleView }
  | { type: 'view'; view: FarkleView }
  /** The move was stored (ok) or refused, in words. */
  | { type: 'ack'; id: number; ok: true }
  | { type: 'ack'; id: number; ok: false; message: string }
  /** Refused without closing (too fast, not understood). */
  | { type: 'refused'; message: string }
  /** The link no longer works (revoked, sharing stopped, game gone): the socket closes after it. */
  | { type: 'closed'; message: string };
