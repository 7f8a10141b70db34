/** Players' profiles and the figures kept for each. */
import type { GameKind } from '../games';
import { method } from './method';

export interface ProfileView {
  id: number;
  name: string;
  /** The bot this profile plays as, or null for a person. */
  bot: string | null;
  archived: boolean;
  games: number;
  wins: number;
}

export interface ProfileRef {
  profileId: number;
}

export interface ProfileStatsRequest extends ProfileRef {
  /** Count games whose seed the player typed (their dice were known before the game). */
  withChosenSeeds: boolean;
}

export interface RenameProfileRequest extends ProfileRef {
  name: string;
}

export interface MergeProfilesRequest {
  /** This profile's games move to `intoId`, and it disappears from the lists. */
  fromId: number;
  intoId: number;
}

export interface ArchiveProfileRequest extends ProfileRef {
  archived: boolean;
}

export interface RateByGroup {
  key: string;
  games: number;
  wins: number;
}

/** Games and wins under one rule set: `key` is a preset's id, or `<id>:own` for changed rules. */
export interface RulesRate extends RateByGroup {
  /** The rules' name: the preset's, or "Your rules (from <preset>)". */
  name: string;
}

export interface FarkleRateByDice {
  dice: number;
  rolls: number;
  farkles: number;
  /** The chance of a farkle with fair dice under the rules of these rolls. */
  expected: number;
  /**
   * How the count compares with fair dice: within two standard errors of the expected rate is
   * 'fair'; under 30 rolls there are too few to tell.
   */
  verdict: 'few' | 'fair' | 'more' | 'fewer';
}

/** The coach's figures for a player: how well they chose, and how the dice treated them. */
export interface CoachFigures {
  decisions: number;
  /** Expected points given up per decision (0 = every choice optimal); null without decisions. */
  skill: number | null;
  /** Points scored minus the points expected from the choices made (positive = lucky). */
  luck: number;
  /** Decisions judged in chances of winning (two-seat games with the odds at hand). */
  winDecisions: number;
  /** Percentage points of winning given up per such decision (0 = perfect); null without any. */
  winSkill: number | null;
}

/** The over-time charts show at most this many of the latest games: a line, not a long read. */
export const CHARTED_GAMES = 500;

export interface ProfileStats {
  profile: ProfileView;
  coach: CoachFigures;
  games: number;
  wins: number;
  byPreset: RulesRate[];
  bySeats: RateByGroup[];
  turns: number;
  averageTurn: number;
  farkleRate: FarkleRateByDice[];
  hotDice: number;
  bestTurn: number;
  /** The most turns in one finished game. */
  longestGame: number;
  currentStreak: { kind: 'win' | 'loss' | null; length: number };
  longestWinStreak: number;
  /** Turn scores in buckets of 100 (0 = farkles and zero-point turns). */
  turnScores: Array<{ from: number; count: number }>;
  /**
   * Cumulative win rate after each of the latest finished games (at most CHARTED_GAMES), oldest
   * first; `game` numbers it among all the finished games counted in `games`.
   */
  winRateOverTime: Array<{ game: number; endedAt: string; rate: number }>;
  /**
   * The accuracy of each reviewed game among the same latest ones (0 to 100, as its review gives
   * it), numbered as the win rate is. Games are reviewed when practice looks through them.
   */
  accuracyOverTime: Array<{ game: number; endedAt: string; accuracy: number }>;
  /** Each of the same games' luck (points scored above what the choices were expected to give). */
  luckOverTime: Array<{ game: number; endedAt: string; luck: number }>;
  /** Every registered game but Farkle, whose figures are those above: its finished games. */
  otherGames: GameFigures[];
  /**
   * One-seat Farkle (a single test turn, the solitaire challenge): no win or loss, so its turns
   * stand apart from the figures above.
   */
  solo: { games: number; turns: number; averageTurn: number; bestTurn: number };
}

/** A game's finished games for one profile, as its registry entry counts them. */
export interface GameFigures {
  kind: GameKind;
  /** The game's name. */
  title: string;
  games: number;
  wins: number;
  /** What a win is, in words ("a total under 20"). */
  winIs: string;
  averageTotal: number | null;
  /** The best final total: the lowest where lower is better. */
  bestTotal: number | null;
  better: 'lower' | 'higher';
}

export const profilesApi = {
  listProfiles: method<null, ProfileView[]>('reads'),
  renameProfile: method<RenameProfileRequest, ProfileView>('gated'),
  mergeProfiles: method<MergeProfilesRequest, ProfileView>('gated'),
  archiveProfile: method<ArchiveProfileRequest, ProfileView>('gated'),
  profileStats: method<ProfileStatsRequest, ProfileStats>('reads'),
};
