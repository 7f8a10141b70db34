import type { GeneratorKind } from './dice';

/** A game's dice as a table view states them: how they were dealt, and what proves it. */
export interface DealtGame {
  id: string;
  /** The seed, or null while the game is unfinished and the app drew it (see `seedCommitment`). */
  seed: number | null;
  /**
   * Lowercase hex SHA-256 of `hotdice:<generator>:<seed in decimal>`, shown from the start: once
   * the seed is shown, anyone can check the dice were fixed before the first roll.
   */
  seedCommitment: string;
  /** The player typed the seed, so it was known before the game (and is shown from the start). */
  seedChosen: boolean;
  /** Generator hmac-sha256 only (else null): the player seed mixed into the dice. */
  playerSeed: string | null;
  generator: GeneratorKind;
}
