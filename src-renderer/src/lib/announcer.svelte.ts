/** The ARIA live region's messages: the newest few, each added once so it is read once. */
export interface Announcement {
  id: number;
  text: string;
}

const KEEP = 6;

export class Announcer {
  messages = $state.raw<Announcement[]>([]);
  private next = 1;

  say(text: string): void {
    this.messages = [...this.messages, { id: this.next++, text }].slice(-KEEP);
  }

  clear(): void {
    this.messages = [];
  }
}
