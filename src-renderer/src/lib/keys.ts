/** Fields that keep their own keys; radios and checkboxes do not need the game's letters. */
const TYPING =
  'input:not([type="radio"]):not([type="checkbox"]), textarea, select, [contenteditable="true"]';

/**
 * The key pressed, in lower case, when it is the game's to take (the table's and Roll-Dice-Roll's
 * shortcuts): null with a modifier held, when something handled it already, or in a field.
 */
export function gameKey(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest(TYPING)) return null;
  return event.key.toLowerCase();
}
