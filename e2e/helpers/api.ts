import type { Page } from '@playwright/test';
import type { ApiMethod, ApiRequest, ApiResponse } from '../../src-shared/api';

/** Calls the running app's API as the page does (Electron preload or the loopback host). */
export async function callApi<M extends ApiMethod>(
  page: Page,
  method: M,
  request: ApiRequest<M>,
): Promise<ApiResponse<M>> {
  const answer = await page.evaluate(
    async ({ method, request }) => {
      const page = globalThis as unknown as {
        hotdice?: Record<string, (request: unknown) => unknown>;
        sessionStorage: { getItem(key: string): string | null };
      };
      if (page.hotdice) return page.hotdice[method]!(request);
      const response = await fetch(`/api/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hotdice-token': page.sessionStorage.getItem('hotdice-token') ?? '',
        },
        body: JSON.stringify(request),
      });
      return response.json() as Promise<unknown>;
    },
    { method, request: request },
  );
  const result = answer as
    { ok: true; value: ApiResponse<M> } | { ok: false; error: { message: string } };
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
}
