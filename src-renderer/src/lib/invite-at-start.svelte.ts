/**
 * "Invite players" chosen at a setup, before the game exists: the interface to share on, kept
 * until the new game's table takes it and shares the game at once (its links need its id).
 */
class InviteAtStart {
  /** The interface picked at the setup; null when the game is not to be shared. */
  address = $state<string | null>(null);

  /** The interface for a game just started (no move yet), taken once; null for none. */
  take(actionCount: number): string | null {
    const address = actionCount === 0 ? this.address : null;
    this.address = null;
    return address;
  }
}

export const inviteAtStart = new InviteAtStart();
