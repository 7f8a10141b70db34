import { describe, expect, it } from 'vitest';
import type { LabStatus } from '../../../src-shared/strategy';
import { FakeApi, ok, settle } from '../../test/fake-api';
import { LabModel } from './lab.svelte';

const status = (change: Partial<LabStatus>): LabStatus => ({
  jobId: 'run-1',
  state: 'running',
  position: null,
  progress: 0,
  stage: 'simulating optimal',
  report: null,
  error: null,
  ...change,
});

describe('the bot lab model', () => {
  it('says how many runs are ahead of a queued run, and cancels it', async () => {
    const api = new FakeApi();
    const lab = new LabModel(api.client);
    void lab.start();
    api.take('startLab').answer(ok(status({ state: 'queued', position: 2, stage: 'waiting' })));
    await settle();
    expect(lab.running).toBe(true);
    expect(lab.stage).toBe('Waiting for 2 runs ahead of it');

    const cancelling = lab.cancel();
    const call = api.take('cancelLab');
    expect(call.request).toEqual({ jobId: 'run-1' });
    expect(lab.cancelling).toBe(true);
    call.answer(ok(status({ state: 'cancelled', stage: 'cancelled' })));
    await cancelling;
    expect([lab.running, lab.cancelling, lab.stage, lab.report]).toEqual([
      false,
      false,
      'Cancelled',
      null,
    ]);
    // Nothing is left to cancel.
    await lab.cancel();
    expect(api.count('cancelLab')).toBe(1);
  });

  it('shows a refused cancel in words and keeps the run', async () => {
    const api = new FakeApi();
    const lab = new LabModel(api.client);
    void lab.start();
    api.take('startLab').answer(ok(status({})));
    await settle();
    const cancelling = lab.cancel();
    api.take('cancelLab').answer({
      ok: false,
      error: { code: 'not-found', message: 'that lab run is not known' },
    });
    await cancelling;
    expect(lab.error).toBe('that lab run is not known');
    expect(lab.stage).toBe('simulating optimal');
  });
});
