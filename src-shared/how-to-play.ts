/** How to play a game, as the main process words it from the engine's own rules. */
import type { Face } from './dice';
import type { GameKind } from './games';

/** Dice as they lie on the table and what the engine scores them. */
export interface ScoringExample {
  dice: Face[];
  /** The points they score (0 for a farkle or a Pig 1). */
  points: number;
  /** What the picture shows, in words ("three 4s"). */
  words: string;
}

/** One rule set of the game, and how it plays differently from the first one listed. */
export interface RulesVariant {
  name: string;
  /** Where the rules come from (a course's program), or null. */
  source: string | null;
  /** What changes against the first variant; empty for the first one. */
  differences: string[];
  /** Combinations it scores that the first variant does not (or scores differently). */
  scoring: ScoringExample[];
}

export interface HowToPlay {
  game: GameKind;
  /** The game's name ("Farkle"). */
  name: string;
  /** What the game is about, in one or two sentences. */
  goal: string;
  /** The scoring as pictures of dice, with a line on how they count. */
  scoring: ScoringExample[];
  scoringNote: string;
  /** A turn, step by step. */
  turn: string[];
  /** How the game ends and who wins. */
  end: string[];
  variants: RulesVariant[];
}
