import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadPool } from './thread-pool';

/** A thread that echoes what it is sent, and stops when sent 'stop'. */
const ECHO = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => (m === 'stop' ? process.exit(0) : parentPort.postMessage(m)));
`;

const pools: ThreadPool[] = [];

function pool(idleMs = 60_000) {
  const started: Worker[] = [];
  const threads = new ThreadPool(() => {
    const worker = new Worker(ECHO, { eval: true });
    started.push(worker);
    return worker;
  }, idleMs);
  pools.push(threads);
  return { threads, started };
}

async function echo(worker: Worker, message: string): Promise<unknown> {
  worker.postMessage(message);
  const [answer] = await once(worker, 'message');
  return answer;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((threads) => threads.end()));
});

describe('a thread pool', () => {
  it('hands the threads of a job that went well to the next job, starting none', async () => {
    const { threads, started } = pool();
    const first = threads.take(2);
    expect(started).toHaveLength(2);
    await threads.giveBack(first, true);
    expect(threads.idleThreads).toBe(2);
    const second = threads.take(3);
    expect(started).toHaveLength(3);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(await Promise.all(second.map((worker) => echo(worker, 'hi')))).toEqual([
      'hi',
      'hi',
      'hi',
    ]);
    expect(threads.idleThreads).toBe(0);
  });

  it('ends the threads of a job that failed', async () => {
    const { threads, started } = pool();
    const taken = threads.take(1);
    const exited = once(taken[0]!, 'exit');
    await threads.giveBack(taken, false);
    await exited;
    expect(threads.idleThreads).toBe(0);
    threads.take(1);
    expect(started).toHaveLength(2);
  });

  it('ends idle threads once none has been used for its idle time', async () => {
    const { threads } = pool(50);
    const taken = threads.take(2);
    const exits = taken.map((worker) => once(worker, 'exit'));
    await threads.giveBack(taken, true);
    await Promise.all(exits);
    expect(threads.idleThreads).toBe(0);
  });

  it('keeps the threads it had when one more cannot start, and says why', () => {
    let starts = 0;
    const threads = new ThreadPool(() => {
      if (++starts > 1) throw new Error('no thread to be had');
      return new Worker(ECHO, { eval: true });
    }, 60_000);
    pools.push(threads);
    expect(() => threads.take(2)).toThrow('no thread to be had');
    expect(threads.idleThreads).toBe(1);
  });

  it('lets an idle thread that stopped by itself go', async () => {
    const { threads, started } = pool();
    const [worker] = threads.take(1);
    await threads.giveBack([worker!], true);
    const exited = once(worker!, 'exit');
    worker!.postMessage('stop');
    await exited;
    expect(threads.idleThreads).toBe(0);
    expect(threads.take(1)[0]).not.toBe(worker);
    expect(started).toHaveLength(2);
  });
});
