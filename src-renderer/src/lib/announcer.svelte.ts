/**
 * What a screen reader hears, for the whole app: two live regions, present from the page's start,
 * polite for play and assertive for errors. Messages are only added, never replaced, so each is
 * read once; none is dropped before it has been on the page long enough to be read.
 */
export interface Announcement {
  id: number;
  text: string;
  /** When it was said (ms, performance clock): old ones make way for new ones. */
  at: number;
}

/** Messages older than this may leave the page, keeping only the newest few of them. */
const READ_MS = 10_000;
const KEEP_READ = 6;

export class Announcer {
  /** Play: rolls, keeps, turns, scores on demand. */
  polite = $state.raw<Announcement[]>([]);
  /** Errors and refusals only. */
  assertive = $state.raw<Announcement[]>([]);
  private next = 1;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Says something about play. */
  say(text: string): void {
    this.polite = this.added(this.polite, text);
  }

  /** Says what went wrong, interrupting what is being read. */
  alert(text: string): void {
    this.assertive = this.added(this.assertive, text);
  }

  private added(messages: Announcement[], text: string): Announcement[] {
    const at = this.now();
    const read = messages.filter((message) => at - message.at >= READ_MS);
    const unread = messages.filter((message) => at - message.at < READ_MS);
    return [...read.slice(-KEEP_READ), ...unread, { id: this.next++, text, at }];
  }
}
