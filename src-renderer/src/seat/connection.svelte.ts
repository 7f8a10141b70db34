import type { TablePlay, TableView } from '../../../src-shared/games';
import type { HostMessage } from '../../../src-shared/share';

/** How long to wait before knocking again after the connection drops (sleep, Wi-Fi). */
const RETRY_MS = 1000;

export type SeatStatus = 'connecting' | 'seated' | 'reconnecting' | 'closed';

/**
 * The device's one connection to the host: the table as the host pushes it, and this seat's
 * moves, each answered once the host has stored it (or refused, in words).
 */
export class SeatConnection {
  /** The shared table, named with its game. */
  table = $state.raw<TableView | null>(null);
  /** This device's seat; null on a spectator's link. */
  seat = $state<number | null>(null);
  status = $state<SeatStatus>('connecting');
  /** The host's last words to this device: a refusal, or why the link stopped working. */
  notice = $state('');
  private socket: WebSocket | null = null;
  private nextId = 1;
  /** Moves sent and not answered yet, by id (a plain record: nothing here is shown). */
  private pending: Record<number, (refusal: string | null) => void> = {};

  constructor(
    private readonly token: string,
    private readonly address: string,
  ) {}

  open(): void {
    if (this.token === '') {
      this.status = 'closed';
      this.notice = 'This address has no key: open the link or scan the code the host shows.';
      return;
    }
    const socket = new WebSocket(this.address);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', token: this.token }));
    socket.onmessage = (event) => this.receive(JSON.parse(String(event.data)) as HostMessage);
    socket.onclose = () => {
      for (const settle of Object.values(this.pending))
        settle('The connection dropped: try again.');
      this.pending = {};
      if (this.status === 'closed') return;
      this.status = 'reconnecting';
      setTimeout(() => this.open(), RETRY_MS);
    };
  }

  /** Sends a move made on the view shown; answers null once stored, or the refusal. */
  act(action: TablePlay): Promise<string | null> {
    const { socket, table } = this;
    if (!socket || socket.readyState !== WebSocket.OPEN || !table) {
      return Promise.resolve('Not connected to the host: wait a moment.');
    }
    const id = this.nextId++;
    socket.send(JSON.stringify({ type: 'act', id, step: table.view.actionCount, action }));
    return new Promise((resolve) => (this.pending[id] = resolve));
  }

  private receive(message: HostMessage) {
    switch (message.type) {
      case 'welcome':
        this.seat = message.seat;
        this.status = 'seated';
        this.notice = '';
        this.show(message.table);
        return;
      case 'view':
        return this.show(message.table);
      case 'ack':
        this.pending[message.id]?.(message.ok ? null : message.message);
        delete this.pending[message.id];
        return;
      case 'refused':
        this.notice = message.message;
        return;
      case 'closed':
        this.status = 'closed';
        this.notice = message.message;
    }
  }

  private show(table: TableView) {
    // A late push of an older table never replaces a newer one.
    const shown = this.table?.view;
    const { view } = table;
    if (shown && shown.id === view.id && view.actionCount < shown.actionCount) return;
    this.table = table;
  }
}
