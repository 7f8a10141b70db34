/**
 * A die's throw: it falls in from above the tray spinning, bounces twice and settles flat on the
 * face the main process rolled (the die shows that face, and says it, from the first frame).
 * Web Animations, so the `.still` switch in table.css cannot stop it: the caller passes the
 * player's animations setting, and reduced motion is checked here.
 */

/** How long a throw lasts, without the stagger between dice. */
export const TUMBLE_MS = 820;

/** A small deterministic spread per die and roll, so six dice never move in step. */
function jitter(index: number, roll: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + roll * 78.233 + salt * 37.719) * 43758.5453;
  return x - Math.floor(x) - 0.5;
}

/** The keyframes of one die's throw: a fall, two bounces, each lower, and the last wobble. */
export function tumbleFrames(index: number, roll: number): Keyframe[] {
  const side = index % 2 === 0 ? 1 : -1;
  const drift = 40 + 30 * jitter(index, roll, 1);
  const spin = side * (300 + 160 * jitter(index, roll, 2));
  const flip = 540 + 180 * Math.round(jitter(index, roll, 3) + 0.5);
  const frame = (
    offset: number,
    x: number,
    y: number,
    turn: number,
    tilt: number,
    easing: string,
  ): Keyframe => ({
    offset,
    easing,
    transform: `perspective(30em) translate(${x}px, ${y}px) rotate(${turn}deg) rotateX(${tilt}deg)`,
  });
  return [
    { ...frame(0, -side * drift, -150, spin, flip, 'ease-in'), opacity: 0.3 },
    { ...frame(0.34, -side * drift * 0.4, 0, spin * 0.35, flip * 0.3, 'ease-out'), opacity: 1 },
    frame(0.55, -side * drift * 0.15, -34, spin * 0.12, flip * 0.08, 'ease-in'),
    frame(0.72, side * 3, 0, -side * 8, 0, 'ease-out'),
    frame(0.84, 0, -10, side * 4, 0, 'ease-in'),
    frame(0.93, 0, 0, -side * 1.5, 0, 'ease-out'),
    frame(1, 0, 0, 0, 0, 'linear'),
  ];
}

/** Whether the player's system asks for less motion. */
function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Throws the die drawn in `el`: nothing moves when `enabled` is false or under reduced motion. */
export function tumble(el: HTMLElement, index: number, roll: number, enabled: boolean): void {
  if (!enabled || reducedMotion() || typeof el.animate !== 'function') return;
  el.animate(tumbleFrames(index, roll), {
    duration: TUMBLE_MS,
    delay: index * 45,
    fill: 'backwards',
  });
}

/** How long a throw of `dice` takes to land (ms): 0 when the dice do not tumble. */
export function landingMs(dice: number, enabled: boolean): number {
  if (!enabled || reducedMotion()) return 0;
  return TUMBLE_MS + Math.max(0, dice - 1) * 45;
}
