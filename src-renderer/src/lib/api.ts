import {
  API_METHODS,
  HTTP_API_PREFIX,
  HTTP_TOKEN_HEADER,
  type ApiClient,
  type ApiResult,
} from '../../../src-shared/api';

declare global {
  interface Window {
    /** Set by the Electron preload; absent when the table is served over loopback HTTP. */
    hotdice?: ApiClient;
  }
}

/** The same API over HTTP: the launch token comes in the page address's fragment. */
function httpClient(token: string): ApiClient {
  const call = async (method: string, request: unknown): Promise<ApiResult<unknown>> => {
    try {
      const response = await fetch(`${HTTP_API_PREFIX}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: token },
        body: JSON.stringify(request),
      });
      return (await response.json()) as ApiResult<unknown>;
    } catch {
      return {
        ok: false,
        error: {
          code: 'internal',
          message:
            'Hot Dice is not answering: it was closed or restarted. Start it again (npm start) and use the tab it opens, or the address it prints.',
        },
      };
    }
  };
  return Object.fromEntries(
    API_METHODS.map((method) => [method, (request: unknown) => call(method, request)]),
  ) as ApiClient;
}

/** The same client, except that a transport that throws answers with an error instead. */
function neverThrows(client: ApiClient): ApiClient {
  return Object.fromEntries(
    API_METHODS.map((method) => [
      method,
      async (request: unknown): Promise<ApiResult<unknown>> => {
        try {
          const call = client[method] as (request: unknown) => Promise<ApiResult<unknown>>;
          return await call(request);
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          return { ok: false, error: { code: 'internal', message: `Hot Dice failed: ${detail}` } };
        }
      },
    ]),
  ) as ApiClient;
}

const TOKEN_KEY = 'hotdice-token';

/** The API, found the same way under Electron (preload) and in a browser (loopback host). */
export function connect(): ApiClient {
  if (window.hotdice) return neverThrows(window.hotdice);
  // The token leaves the address bar once read, so no bookmark, screenshot or copied link
  // carries it; the tab keeps it for a reload.
  const fromAddress = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromAddress !== null) {
    sessionStorage.setItem(TOKEN_KEY, fromAddress);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  return neverThrows(httpClient(sessionStorage.getItem(TOKEN_KEY) ?? ''));
}
