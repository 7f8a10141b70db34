import { describe, expect, it } from 'vitest';
import type { HowToPlay } from '../../src-shared/api';
import { openTestApp } from './test-app';

describe('howToPlay', () => {
  it('answers each game and refuses a game it does not know, in words', async () => {
    const { call, dispatch } = openTestApp();
    const pig = await call<HowToPlay>('howToPlay', { game: 'pig' });
    expect(pig.name).toBe('Pig');
    const refused = await dispatch('howToPlay', { game: 'chess' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/game/);
  });
});
