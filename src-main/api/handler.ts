import { z } from 'zod';
import {
  API_DOMAINS,
  API_METHODS,
  type ApiMethod,
  type ApiRequest,
  type ApiResponse,
  type ApiResult,
} from '../../src-shared/api';
import { storageRefusal } from '../db/errors';
import { SolverLimitError } from '../engine';
import { ServiceError } from '../errors';
import { requestSchemas } from './schemas';
import { UnreadImport } from './unread';
import { issueProblem, issueWords } from '../engine/issue-words';

/** One implementation per method; transports know nothing else about the services. */
export type ApiHandlers = {
  [M in ApiMethod]: (request: ApiRequest<M>) => ApiResponse<M> | Promise<ApiResponse<M>>;
};

export type ApiDispatch = (method: string, request: unknown) => Promise<ApiResult<unknown>>;

/** Each domain's handlers (see API_DOMAINS), one per method it declares. */
export type HandlersByDomain = {
  [D in keyof typeof API_DOMAINS]: Pick<ApiHandlers, keyof (typeof API_DOMAINS)[D] & ApiMethod>;
};

/**
 * The handlers of every domain as one set, registered domain by domain (Actual Budget's way): a
 * method two domains both answer is refused, as the app is built, rather than one of them lost.
 */
export function handlersByDomain(domains: HandlersByDomain): ApiHandlers {
  const all: Record<string, unknown> = {};
  for (const [domain, handlers] of Object.entries(domains)) {
    for (const [method, handler] of Object.entries(handlers)) {
      if (Object.hasOwn(all, method)) {
        throw new Error(`two handlers of "${method}" (the second in ${domain})`);
      }
      all[method] = handler;
    }
  }
  return all as ApiHandlers;
}

function isMethod(name: string): name is ApiMethod {
  return (API_METHODS as string[]).includes(name);
}

/** A schema's first complaint about a request, in words (where, and what is wrong there). */
export function describeIssue(error: z.ZodError, request: unknown): string {
  return issueWords(error, request, { inFile: false, subject: 'the request' });
}

/**
 * Validates each request against its method's schema, calls the handler, and turns every
 * outcome into an ApiResult: a bad request or a refused move never throws across a transport.
 */
export function createDispatch(
  handlers: ApiHandlers,
  logError: (error: unknown) => void = console.error,
): ApiDispatch {
  return async (method, request) => {
    if (!isMethod(method)) {
      return { ok: false, error: { code: 'bad-request', message: `unknown method "${method}"` } };
    }
    // An unread import body is checked where it is parsed: by the import worker.
    const parsed =
      method === 'importFile' && request instanceof UnreadImport
        ? { success: true as const, data: request }
        : requestSchemas[method].safeParse(request === undefined ? null : request);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'bad-request',
          message: describeIssue(parsed.error, request),
          field: issueProblem(parsed.error, request),
        },
      };
    }
    try {
      const handler = handlers[method] as (request: unknown) => unknown;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      const refusal =
        error instanceof ServiceError
          ? error
          : error instanceof SolverLimitError
            ? new ServiceError('illegal', error.message)
            : storageRefusal(error);
      if (refusal) return { ok: false, error: { code: refusal.code, message: refusal.message } };
      logError(error);
      return {
        ok: false,
        error: {
          code: 'internal',
          message: 'something went wrong inside Hot Dice; please try again',
        },
      };
    }
  };
}
