/**
 * Who may write the history now. API calls that write share it (better-sqlite3 runs them one at
 * a time anyway); an import, which writes through a connection of its own on another thread,
 * holds it alone for its one transaction. A call that would write meanwhile waits here, without
 * blocking the thread, instead of waiting on SQLite's lock, which would block it.
 */
export class WriteGate {
  /** Calls in the gate now. */
  private sharing = 0;
  private held = false;
  /** Waiting to hold the gate alone: they go before calls that arrive after them. */
  private readonly solo: Array<() => void> = [];
  private readonly shared: Array<() => void> = [];

  /** Runs a call that may write, once no one holds the gate alone. */
  async share<T>(work: () => T | Promise<T>): Promise<T> {
    if (this.held || this.solo.length > 0) {
      // admit() counts this call in before waking it.
      await new Promise<void>((resolve) => this.shared.push(resolve));
    } else {
      this.sharing++;
    }
    try {
      return await work();
    } finally {
      this.sharing--;
      this.admit();
    }
  }

  /** Holds the gate alone once the calls in it have finished; answers how to let go. */
  async hold(): Promise<() => void> {
    if (this.held || this.sharing > 0) {
      // admit() marks the gate held before waking this one.
      await new Promise<void>((resolve) => this.solo.push(resolve));
    } else {
      this.held = true;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held = false;
      this.admit();
    };
  }

  /** Hands the free gate to the first one waiting to hold it, else to every waiting call. */
  private admit(): void {
    if (this.held) return;
    if (this.solo.length > 0) {
      if (this.sharing > 0) return;
      this.held = true;
      this.solo.shift()!();
      return;
    }
    const waking = this.shared.splice(0);
    this.sharing += waking.length;
    waking.forEach((wake) => wake());
  }
}
