import { API_METHODS, gatingOf, type ApiMethod } from '../../src-shared/api';
import type { WriteGate } from '../services/write-gate';
import type { ApiHandlers } from './handler';

/**
 * Calls that write nothing to the history (they answer from its last commit while an import
 * writes) and the import itself, which holds the gate alone: derived from each method's
 * declared gating.
 */
export const UNGATED: ReadonlySet<ApiMethod> = new Set(
  API_METHODS.filter((method) => gatingOf(method) !== 'gated'),
);

/** Every other call may write: it goes through the gate, so it waits while an import writes. */
export function gated(gate: WriteGate, handlers: ApiHandlers): ApiHandlers {
  const wrapped: Record<string, (request: never) => unknown> = { ...handlers };
  for (const [method, handler] of Object.entries(handlers)) {
    if (UNGATED.has(method as ApiMethod)) continue;
    wrapped[method] = (request: never) => gate.share(() => handler(request));
  }
  return wrapped as ApiHandlers;
}
