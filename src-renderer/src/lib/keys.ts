/** Fields that keep their own keys; radios and checkboxes do not need the game's letters. */
const TYPING =
  'input:not([type="radio"]):not([type="checkbox"]), textarea, select, [contenteditable="true"]';

/**
 * The key pressed, in lower case, when it is the game's to take: null with a modifier held, when
 * something handled it already, or in a field.
 */
function gameKey(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest(TYPING)) return null;
  return event.key.toLowerCase();
}

/** A game's shortcuts: the number keys for its dice, and a letter (or Escape) per action. */
export interface KeyMap {
  /** Dice 1 to `count`, by number. */
  dice?: { count: number; press: (die: number) => void };
  /** Lower-case key names (`event.key`) and what each does. */
  keys: Record<string, () => void>;
}

/** A window keydown handler for a game's shortcuts; `active` says whether they apply now. */
export function keyHandler(map: KeyMap, active: () => boolean = () => true) {
  return (event: KeyboardEvent): void => {
    const key = active() ? gameKey(event) : null;
    if (key === null) return;
    const die = Number(key);
    const action =
      map.dice && /^\d$/.test(key) && die >= 1 && die <= map.dice.count
        ? () => map.dice?.press(die)
        : map.keys[key];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
