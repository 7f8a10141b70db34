/**
 * The guided first game: a real Classic game against the first bot, on a seed found so that the
 * player's first turn keeps a 1, rolls the rest and farkles, and the second keeps a triple and
 * banks (src-main/api/guided-game.test.ts fails if the seed stops giving that sequence).
 */
export const GUIDED_GAME = {
  preset: 'minimal',
  bot: 'starter',
  botName: 'Pip',
  seed: '18811',
  /** Turn one: the position (0-5) of the lone 1 in the first roll; the other five then farkle. */
  firstKeep: [0],
  firstKeepPoints: 100,
  /** Turn two, after the bot's: the positions of the three 4s, banked at once. */
  secondKeep: [0, 1, 5],
  secondKeepPoints: 400,
} as const;
