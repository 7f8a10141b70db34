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
export class TableService {
  readonly games: OpenTables;

  constructor(
    deps: TableDeps,
    /** The kind a stored game was played as, or null when there is none with this id. */
    private readonly kindOf: (gameId: string) => string | null,
    /** The tables the app opens itself (see TableEntry.open). */
    opened: Partial<OpenTables> = {},
  ) {
    const open: Partial<Record<TableGameKind, unknown>> = { ...opened };
    for (const kind of GAME_KINDS) {
      const entry = SERVICE_GAMES[kind].tables as TableEntry<TableGameKind> | null;
      if (entry?.open) open[kind] = entry.open(deps);
      else if (entry && !open[kind]) {
        throw new Error(`the app opens no table for ${kind}`);
      }
    }
    this.games = open as OpenTables;
  }

  async create(request: TableCreate): Promise<TableView> {
    const entry = this.entry(request.game);
    const setup = checked(entry.createSchema.safeParse(request.setup), 'setup');
    const view = await this.service(request.game).create(setup);
    return { game: request.game, view } as TableView;
  }

  get(gameId: string): TableView {
    const game = this.gameOf(gameId);
    return { game, view: this.service(game).get(gameId) } as TableView;
  }

  async act(gameId: string, step: number, action: TablePlay): Promise<TableView> {
    const game = this.gameOf(gameId);
    const play = checked(this.entry(game).playSchema.safeParse(action), 'action');
    return { game, view: await this.service(game).act(gameId, step, play) } as TableView;
  }

  async botStep(gameId: string, step?: number): Promise<TableView> {
    const game = this.gameOf(gameId);
    return { game, view: await this.service(game).botStep(gameId, step) } as TableView;
  }

  async hint(gameId: string): Promise<TableHint> {
    const game = this.gameOf(gameId);
    return { game, hint: await this.service(game).hint(gameId) } as TableHint;
  }

  /** The table game a stored game is, refused in words when it is none. */
  private gameOf(gameId: string): TableGameKind {
    const kind = this.kindOf(gameId);
    if (kind === null) throw new ServiceError('not-found', 'that game is not in your history');
    if (!isGameKind(kind) || !SERVICE_GAMES[kind].tables) {
      throw new ServiceError('bad-request', `that game is not played through the table (${kind})`);
    }
    return kind;
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
