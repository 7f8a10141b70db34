/** A game shared across the room: each person seat on its own device, joined by a link. */
import type { GameRef } from './farkle';
import { method } from './method';

export interface ShareGameRequest extends GameRef {
  /** The network interface to listen on; by default the one the host reaches its network on. */
  address?: string;
}

/** One person seat's link: opening it on a device seats that device as this player. */
export interface SharedSeat {
  seat: number;
  name: string;
  /** `http://<address>:<port>/#t=<token>`: the token rides in the fragment, never sent as a path. */
  url: string;
  /** Played by a stand-in bot on the host until the seat's new link is opened. */
  standIn: boolean;
}

export interface ShareView {
  address: string;
  seats: SharedSeat[];
  /** Shows the table read-only. */
  spectatorUrl: string;
}

export interface RevokeSeatRequest extends GameRef {
  seat: number;
}

/** An interface the host may share on: its address and the system's name for it. */
export interface ShareAddress {
  address: string;
  name: string;
}

export const shareApi = {
  /** Starts (or shows) the sharing of a game: a link per person seat and one to watch. */
  shareGame: method<ShareGameRequest, ShareView>('gated'),
  /** Every link of the game stops working; the server stops listening once nothing is shared. */
  stopSharing: method<GameRef, null>('gated'),
  /** The seat's link stops working (its device is sent away) and a new one is issued. */
  revokeSeat: method<RevokeSeatRequest, ShareView>('gated'),
  /**
   * The seat's link stops working (its device is sent away), a new one is issued, and a bot
   * plays the seat from the host until that link is opened (or the seat is taken back).
   */
  handSeatToBot: method<RevokeSeatRequest, ShareView>('gated'),
  /** The interfaces a game may be shared on, the default first. */
  shareAddresses: method<null, ShareAddress[]>('reads'),
  /** The game's links when it is shared, else null (after a restart the same links work). */
  sharedGame: method<GameRef, ShareView | null>('reads'),
};
