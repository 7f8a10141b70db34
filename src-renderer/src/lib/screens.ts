/** The parts of the app besides the Farkle table, reached from the home screen. */
export const OTHER_SCREENS = [
  { id: 'rolldice', label: 'Roll-Dice-Roll' },
  { id: 'stats', label: 'Stats' },
  { id: 'history', label: 'History' },
  { id: 'lab', label: 'Bot lab' },
] as const;

export type OtherScreen = (typeof OTHER_SCREENS)[number]['id'];
