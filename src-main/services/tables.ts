import type {
  TableCreate,
  TableGameKind,
  TableHint,
  TablePlay,
  TableView,
} from '../../src-shared/games';
import { GAME_KINDS, isGameKind } from '../engine';
import { ServiceError } from '../errors';
import type { TableDeps, TableEntry, TableGame } from './contract';
import { SERVICE_GAMES } from './registry';

type OpenTables = { [K in TableGameKind]: TableGame<K> };

/**
 * The one table API over every game registered with one (see SERVICE_GAMES): a request names the
 * game (a new one) or its stored game's id, and its game checks what it sends in words.
 */
export class TableGames {
  readonly games: OpenTables;

  constructor(
    deps: TableDeps,
    /** The kind a stored game was played as, or null when there is none with this id. */
    private readonly kindOf: (gameId: string) => string | null,
  ) {
    const open: Partial<Record<TableGameKind, unknown>> = {};
    for (const kind of GAME_KINDS) {
      const entry = SERVICE_GAMES[kind].tables as TableEntry<TableGameKind> | null;
      if (entry) open[kind as TableGameKind] = entry.open(deps);
    }
    this.games = open as OpenTables;
  }

  create(request: TableCreate): TableView {
    const entry = this.entry(request.game);
    const setup = checked(entry.createSchema.safeParse(request.setup), 'setup');
    return { game: request.game, view: this.service(request.game).create(setup) } as TableView;
  }

  get(gameId: string): TableView {
    const game = this.gameOf(gameId);
    return { game, view: this.service(game).get(gameId) } as TableView;
  }

  act(gameId: string, step: number, action: TablePlay): TableView {
    const game = this.gameOf(gameId);
    const play = checked(this.entry(game).playSchema.safeParse(action), 'action');
    return { game, view: this.service(game).act(gameId, step, play) } as TableView;
  }

  botStep(gameId: string, step?: number): TableView {
    const game = this.gameOf(gameId);
    return { game, view: this.service(game).botStep(gameId, step) } as TableView;
  }

  hint(gameId: string): TableHint {
    const game = this.gameOf(gameId);
    return { game, hint: this.service(game).hint(gameId) } as TableHint;
  }

  /** The table game a stored game is, refused in words when it is none. */
  private gameOf(gameId: string): TableGameKind {
    const kind = this.kindOf(gameId);
    if (kind === null) throw new ServiceError('not-found', 'that game is not in your history');
    if (!isGameKind(kind) || !SERVICE_GAMES[kind].tables) {
      throw new ServiceError('bad-request', `that game is not played through the table (${kind})`);
    }
    return kind as TableGameKind;
  }

  private entry(kind: TableGameKind): TableEntry<TableGameKind> {
    return SERVICE_GAMES[kind].tables;
  }

  // The kinds' services differ only in the types that pass through untouched.
  private service(kind: TableGameKind): TableGame<TableGameKind> {
    return this.games[kind];
  }
}

function checked<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ServiceError('bad-request', `${[field, ...issue.path].join('.')}: ${issue.message}`);
}
