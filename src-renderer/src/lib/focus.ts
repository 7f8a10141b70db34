import { tick } from 'svelte';

/**
 * Once the page has updated, focus that fell to the page (its control removed or disabled) goes
 * to `next`, so the keyboard and a screen reader stay where the play is.
 */
export function rescueFocus(next: () => HTMLElement | null | undefined): void {
  void tick().then(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || active.matches(':disabled')) {
      next()?.focus();
    }
  });
}
