import type { Component } from 'svelte';

/** A screen's module, fetched when the screen first opens (the first paint carries none). */
// Svelte components take different props; each caller checks its own against the component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loader = () => Promise<{ default: Component<any> }>;

/**
 * The Farkle table, its own chunk as every screen beyond the home screen is (the others are listed
 * in screens.ts; chart.js goes with those that draw).
 */
export const LAZY_TABLE: Loader = () => import('../farkle/TableScreen.svelte');

/** How to play, over any screen: opened from the home screen or a table's header. */
export const LAZY_HOW_TO_PLAY: Loader = () => import('../components/HowToPlay.svelte');

/** The fields of "Change the rules" on the home screen, fetched when the player opens them. */
export const LAZY_RULE_FIELDS = () => import('../farkle/RuleFields.svelte');

/**
 * Fetches the given loaders once the window has nothing else to do, so a screen opened later is
 * already there. A failed fetch is left for the screen to report when it is opened.
 */
export function prefetchWhenIdle(loaders: Loader[]): void {
  const prefetch = (): void => {
    for (const load of loaders) load().catch(() => {});
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch);
  else setTimeout(prefetch, 200);
}
