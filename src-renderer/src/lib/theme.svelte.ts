/** The theme the page wears: Settings' choice, or the system's preference when Settings says so. */
import { MediaQuery } from 'svelte/reactivity';
import type { Settings } from './settings.svelte';

export type PageTheme = 'felt' | 'light';

export class WornTheme {
  readonly #systemLight = new MediaQuery('prefers-color-scheme: light');
  /**
   * Changes only once html[data-theme] carries the new theme, so what reads colours from theme.css
   * when it changes (the charts) reads the new ones.
   */
  current = $state<PageTheme>('felt');

  constructor(private readonly settings: Settings) {}

  /** Puts the theme Settings asks for on the page (call from an effect: it follows both sources). */
  apply(): void {
    const choice = this.settings.theme;
    const theme: PageTheme =
      choice === 'system' ? (this.#systemLight.current ? 'light' : 'felt') : choice;
    const root = document.documentElement;
    if (root.dataset.theme !== theme) root.dataset.theme = theme;
    this.current = theme;
  }
}
