/**
 * Every game Hot Dice plays, by kind: one line a game. Each names its replay (what a file and the
 * store keep), its replay frame (a stored game step by step) and, for a game played through the
 * one table API, its table shapes. The main process's registries and the renderer's screen list
 * are typed by these kinds, so a game left out of any of them does not compile.
 */
import type { CoachAdvice, FarkleAction, FarkleReplay } from './farkle';
import type { FarkleFrame, RollDiceFrame } from './domains/history';
import type { CreateGameRequest, FarkleView } from './domains/farkle';
import type { RollDiceHintView, RollDicePlay, RollDiceView } from './domains/rolldice';
import type { CreateRollDiceRequest } from './domains/rolldice';
import type { RollDiceReplay } from './rolldice';
import type { PigShapes } from './pig';

/** What a game played through the table API (`createTable`, `tableAct`, ...) sends and shows. */
export interface TableShapes {
  /** The setup a new game is created from. */
  create: unknown;
  view: unknown;
  /** A move the player makes. */
  play: unknown;
  hint: unknown;
}

/**
 * Each game's replay, its frame, the view of a game in play (what `getTable`, or Farkle's
 * `getGame`, answers) and its table shapes.
 */
export interface GameShapes {
  farkle: {
    replay: FarkleReplay;
    frame: FarkleFrame;
    view: FarkleView;
    table: {
      create: CreateGameRequest;
      view: FarkleView;
      play: FarkleAction;
      hint: CoachAdvice | null;
    };
  };
  rolldice: {
    replay: RollDiceReplay;
    view: RollDiceView;
    frame: RollDiceFrame;
    table: {
      create: CreateRollDiceRequest;
      view: RollDiceView;
      play: RollDicePlay;
      hint: RollDiceHintView | null;
    };
  };
  pig: PigShapes;
}

export type GameKind = keyof GameShapes;

/** A stored game's replay, of any game. */
export type AnyReplay = GameShapes[GameKind]['replay'];

/** A game in play of any kind, named with its kind so either side can tell them apart. */
export type AnyGameView = {
  [K in GameKind]: { game: K; view: GameShapes[K]['view'] };
}[GameKind];

/** The games played through the table API. */
export type TableGameKind = {
  [K in GameKind]: GameShapes[K]['table'] extends TableShapes ? K : never;
}[GameKind];

type TableOf<K extends TableGameKind> = Extract<GameShapes[K]['table'], TableShapes>;

/** One table game's shape, named with its kind so either side can tell them apart. */
export type TableView = {
  [K in TableGameKind]: { game: K; view: TableOf<K>['view'] };
}[TableGameKind];
export type TableCreate = {
  [K in TableGameKind]: { game: K; setup: TableOf<K>['create'] };
}[TableGameKind];
export type TablePlay<K extends TableGameKind = TableGameKind> = TableOf<K>['play'];
export type TableHint = {
  [K in TableGameKind]: { game: K; hint: TableOf<K>['hint'] };
}[TableGameKind];

/** The end of an exhaustive switch: a kind no branch handles fails to compile, and throws if reached. */
export function assertNever(value: never): never {
  throw new Error(`no case for ${JSON.stringify(value)}`);
}
