/**
 * A fake API client for the renderer's state classes: every call waits until the test answers
 * it (in any order, so a late answer can be tested), unless the method is set to answer at once.
 */
import type {
  ApiClient,
  ApiMethod,
  ApiRequest,
  ApiResponse,
  ApiResult,
} from '../../src-shared/api';

export interface Call<M extends ApiMethod = ApiMethod> {
  method: M;
  request: ApiRequest<M>;
  answer(result: ApiResult<ApiResponse<M>>): void;
}

type Reply<M extends ApiMethod> = (request: ApiRequest<M>) => ApiResult<ApiResponse<M>>;

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const refused = <T>(message: string): ApiResult<T> => ({
  ok: false,
  error: { code: 'illegal', message },
});
/** A request its schema refused, as the dispatcher answers: the words and the field. */
export const badField = <T>(path: string, problem: string, message: string): ApiResult<T> => ({
  ok: false,
  error: { code: 'bad-request', message, field: { path, problem } },
});

export class FakeApi {
  /** Every call made, answered or not, in order. */
  readonly calls: Call[] = [];
  private readonly waiting: Call[] = [];
  private readonly replies = new Map<ApiMethod, Reply<ApiMethod>>();

  readonly client = new Proxy({} as ApiClient, {
    get:
      (_, method: string) =>
      (request: unknown): Promise<ApiResult<unknown>> =>
        new Promise((resolve) => {
          const call: Call = {
            method: method as ApiMethod,
            request: request as ApiRequest<ApiMethod>,
            answer: (result) => resolve(result),
          };
          this.calls.push(call);
          const reply = this.replies.get(call.method);
          if (reply) resolve(reply(call.request));
          else this.waiting.push(call);
        }),
  });

  /** From now on the method answers at once with `reply`. */
  replyWith<M extends ApiMethod>(method: M, reply: Reply<M>): void {
    this.replies.set(method, reply as unknown as Reply<ApiMethod>);
  }

  /** The oldest unanswered call of a method; fails the test when there is none. */
  take<M extends ApiMethod>(method: M): Call<M> {
    const at = this.waiting.findIndex((call) => call.method === method);
    if (at < 0) throw new Error(`no ${method} call is waiting`);
    return this.waiting.splice(at, 1)[0] as unknown as Call<M>;
  }

  /** How many calls of a method were made. */
  count(method: ApiMethod): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  /** How many calls of a method wait for an answer. */
  pending(method: ApiMethod): number {
    return this.waiting.filter((call) => call.method === method).length;
  }
}

/** Lets every promise that can settle now settle (answers travel through a few awaits). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
