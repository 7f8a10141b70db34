import { describe, expect, it } from 'vitest';
import { keyHandler } from './keys';

/** A keydown as the window hands it over, outside any field. */
function press(key: string, extra: Partial<KeyboardEvent> = {}) {
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: null,
    ...extra,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

describe('a game’s key map', () => {
  function table(active = () => true) {
    const done: string[] = [];
    const handle = keyHandler(
      {
        dice: { count: 5, press: (die) => done.push(`die ${die}`) },
        keys: { s: () => done.push('stop'), escape: () => done.push('clear') },
      },
      active,
    );
    const run = (event: ReturnType<typeof press>) => {
      handle(event as unknown as KeyboardEvent);
      return event.defaultPrevented;
    };
    return { done, run };
  }

  it('takes the dice by number and the actions by letter, and keeps the keys it takes', () => {
    const { done, run } = table();
    expect(run(press('3'))).toBe(true);
    expect(run(press('S'))).toBe(true);
    expect(run(press('Escape'))).toBe(true);
    expect(done).toEqual(['die 3', 'stop', 'clear']);
  });

  it('leaves alone a die the game lacks, other keys, modifiers and handled keys', () => {
    const { done, run } = table();
    expect(run(press('6'))).toBe(false);
    expect(run(press('0'))).toBe(false);
    expect(run(press('x'))).toBe(false);
    expect(run(press('s', { ctrlKey: true }))).toBe(false);
    run(press('s', { defaultPrevented: true }));
    expect(done).toEqual([]);
  });

  it('does nothing while the game is not on the screen', () => {
    const { done, run } = table(() => false);
    expect(run(press('1'))).toBe(false);
    expect(done).toEqual([]);
  });
});
