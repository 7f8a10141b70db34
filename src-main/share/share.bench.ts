/**
 * How long a roll made on one device takes to reach every other device, on loopback: the host's
 * store, the push, and the devices' sockets, with and without a flood from another address.
 */
import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import type { FarkleView, ShareView } from '../../src-shared/api';
import { minimalGame, openTestApp } from '../api/test-app';
import { farkleOf, linkParts, openDevice, type TestDevice } from './share.testkit';

const ROLLS = 100;
/** A person's pace between moves; each device stays well under its rate limit (20 a second). */
const PACE_MS = 60;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Resolves with the first pushed view at `actionCount` or later. */
function viewAt(device: TestDevice, actionCount: number): Promise<FarkleView> {
  return (async () => {
    for (;;) {
      const view = farkleOf(await device.next('view'));
      if (view.actionCount >= actionCount) return view;
    }
  })();
}

/** A keep that always scores under the minimal rules: a one or a five, else three of a kind. */
function scoringKeep(view: FarkleView): number[] {
  const live = view.turn.dice.flatMap((die, at) => (die.aside ? [] : [{ face: die.face, at }]));
  const single = live.find((die) => die.face === 1 || die.face === 5);
  if (single) return [single.at];
  for (let face = 2; face <= 6; face++) {
    const same = live.filter((die) => die.face === face);
    if (same.length >= 3) return same.slice(0, 3).map((die) => die.at);
  }
  return view.scoring;
}

async function measure(flood: boolean): Promise<{ times: number[]; sentAway: number }> {
  const { call } = openTestApp();
  const names = ['Ann', 'Bob', 'Cy', 'Di'];
  const game = await call<FarkleView>(
    'createGame',
    minimalGame(
      names.map((n) => [n, null]),
      '9',
    ),
  );
  const share = await call<ShareView>('shareGame', { gameId: game.id });
  const seats: TestDevice[] = [];
  for (const [i, seat] of share.seats.entries()) {
    const { origin, token } = linkParts(seat.url);
    const device = await openDevice(origin, { from: `127.0.0.${3 + i}` });
    device.send({ type: 'hello', token });
    await device.next('welcome');
    seats.push(device);
  }
  const origin = linkParts(share.spectatorUrl).origin;
  // The flooder comes back each time it is sent away (its connections are rate-limited too).
  let flooder: TestDevice | null = null;
  let flooding = flood;
  let sentAway = 0;
  const reconnect = () => {
    openDevice(origin, { from: '127.0.0.99' }).then(
      (device) => {
        flooder = device;
        void device.closed.then(() => {
          sentAway++;
          if (flooding) reconnect();
        });
      },
      () => flooding && setTimeout(reconnect, 50),
    );
  };
  const timer = flood
    ? setInterval(() => {
        for (let i = 0; i < 50; i++) flooder?.send('{"type":"act","id":1,"step":0}');
      }, 5)
    : null;
  if (flood) reconnect();
  const times: number[] = [];
  let view = game;
  let id = 1;
  const act = async (action: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    const mover = seats[view.current]!;
    const others = seats.filter((seat) => seat !== mover);
    const started = performance.now();
    const seen = others.map((seat) => viewAt(seat, view.actionCount + 1));
    mover.send({ type: 'act', id: id++, step: view.actionCount, action });
    const answer = await mover.next('ack');
    if (!answer.ok) throw new Error(answer.message);
    const views = await Promise.all(seen);
    await viewAt(mover, view.actionCount + 1);
    view = views[0]!;
    return performance.now() - started;
  };
  try {
    while (times.length < ROLLS && !view.over) {
      times.push(await act({ type: 'roll' }));
      if (view.turn.phase === 'choose') {
        await act({ type: 'keep', dice: scoringKeep(view) });
        await act({ type: 'bank' });
      }
    }
  } finally {
    flooding = false;
    if (timer) clearInterval(timer);
    for (const seat of [...seats, flooder]) seat?.close();
  }
  return { times, sentAway };
}

it(`a roll reaches the other three devices (${ROLLS} rolls)`, async () => {
  for (const flood of [false, true]) {
    const { times, sentAway } = await measure(flood);
    const p50 = percentile(times, 50).toFixed(1);
    const p95 = percentile(times, 95).toFixed(1);
    const max = Math.max(...times).toFixed(1);
    console.log(
      `${flood ? `with a flood from a fifth address (sent away and back ${sentAway} times)` : 'quiet table'}: ${times.length} rolls, p50 ${p50} ms, p95 ${p95} ms, max ${max} ms`,
    );
    expect(percentile(times, 95)).toBeLessThan(200);
  }
});
