/**
 * How a method meets an import that is writing the history. `gated`: it may write, so it goes
 * through the write gate and waits. `reads`: it writes nothing to the history and answers from
 * its last commit meanwhile. `holds-gate`: the import itself, which holds the gate alone for its
 * transaction.
 */
export type Gating = 'gated' | 'reads' | 'holds-gate';

/** One API method's request and response types, and its gating, declared together. */
export interface Method<Request, Response> {
  request: Request;
  response: Response;
  gating: Gating;
}

/** Declares a method: the value holds its gating; the types carry the contract. */
export function method<Request, Response>(gating: Gating): Method<Request, Response> {
  return { gating } as Method<Request, Response>;
}
