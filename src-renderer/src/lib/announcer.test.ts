import { describe, expect, it } from 'vitest';
import { Announcer } from './announcer.svelte';

describe('Announcer', () => {
  it('keeps every message of a burst, however many, until they have had time to be read', () => {
    let now = 0;
    const announcer = new Announcer(() => now);
    for (let i = 1; i <= 20; i++) announcer.say(`message ${i}`);
    expect(announcer.polite.map((m) => m.text)).toHaveLength(20);
    expect(announcer.polite[0]?.text).toBe('message 1');
    now = 60_000;
    announcer.say('later');
    // Long read, the old ones make way: the newest six of them stay, then the new message.
    expect(announcer.polite.map((m) => m.text)).toEqual([
      'message 15',
      'message 16',
      'message 17',
      'message 18',
      'message 19',
      'message 20',
      'later',
    ]);
  });

  it('says errors in the assertive region only, each with its own id', () => {
    const announcer = new Announcer(() => 0);
    announcer.say('You rolled 6 dice.');
    announcer.alert('Not a keep: 4 scores nothing.');
    expect(announcer.polite.map((m) => m.text)).toEqual(['You rolled 6 dice.']);
    expect(announcer.assertive.map((m) => m.text)).toEqual(['Not a keep: 4 scores nothing.']);
    expect(announcer.assertive[0]!.id).toBeGreaterThan(announcer.polite[0]!.id);
  });
});
