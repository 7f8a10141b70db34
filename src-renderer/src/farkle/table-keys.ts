/** The Farkle table's keys: dice 1-6, R, B, Escape, and S and D to hear the scores and the dice. */
import type { Announcer } from '../lib/announcer.svelte';
import { keyHandler } from '../lib/keys';
import type { FarkleSession } from './session.svelte';
import { diceWords, scoresOnDemand } from '../lib/words';

export function tableKeys(session: FarkleSession, announcer: Announcer) {
  /** A move asked for while a bot plays is answered, not ignored. */
  const mine = (move: () => void) => () => {
    if (session.view?.over) return announcer.say('The game is over.');
    if (!session.isBotTurn) return move();
    const bot = session.current?.name ?? 'A bot';
    // A bot that rolls first waits for the player's go (the Start button above Roll).
    announcer.say(
      session.held ? `${bot} rolls first: press Start.` : `${bot} is playing: wait for your turn.`,
    );
  };
  const view = () => session.view;
  return keyHandler({
    dice: { count: 6, press: (die) => mine(() => session.toggle(die - 1))() },
    keys: {
      r: mine(() => void session.roll()),
      b: mine(() => void session.bank()),
      escape: () => session.clearSelection(),
      s: () => {
        const shown = view();
        if (shown) announcer.say(scoresOnDemand(shown, session.voice));
      },
      d: () => {
        const shown = view();
        if (shown) announcer.say(diceWords(shown, session.selected));
      },
    },
  });
}
