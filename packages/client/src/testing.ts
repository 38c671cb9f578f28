import type { ApiErrorBody, ApiErrorCode } from '@app/types';
import { createApiClient, type ApiClient } from './api-client.js';

/** One request the fake received: method, path without the query, the query, and the JSON body (or the FormData). */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What the fake answers: a status (200 unless said) and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Answer = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** The body the API's exception filter sends for a domain error. */
export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  details?: Record<string, unknown>,
): FakeAnswer {
  const body: ApiErrorBody = { statusCode: status, error: 'Error', message, code, ...(details ? { details } : {}) };
  return { status, body };
}

/**
 * The API as component specs see it: the real client (`client()`) over a fetch that answers from the routes a spec
 * gave (`on`), with no network. A request no route answers gets a 404 in the API's error shape and is kept in
 * `unanswered`, so a spec can tell a missing route from a screen that never asked. Test-only: reached as
 * '@app/client/testing', never from the package's entry.
 */
export class FakeApi {
  readonly requests: FakeRequest[] = [];
  readonly unanswered: string[] = [];
  private readonly routes: { method: string; path: string | RegExp; answer: Answer }[] = [];

  /** Answers `method path` (exact, or a pattern over the path without its query); the latest route wins. */
  on(method: string, path: string | RegExp, answer: Answer): this {
    this.routes.unshift({ method, path, answer });
    return this;
  }

  /** The requests to `method path` so far. */
  calls(method: string, path: string): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
    this.requests.push(request);
    const route = this.routes.find(
      (r) => r.method === method && (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    if (!route) this.unanswered.push(`${method} ${url.pathname}`);
    const answer = route
      ? typeof route.answer === 'function'
        ? await route.answer(request)
        : route.answer
      : {
          status: 404,
          body: { statusCode: 404, error: 'Not Found', message: `No route for ${method} ${url.pathname}` },
        };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  /** The app's API client, talking to this fake. */
  client(): ApiClient {
    return createApiClient({ fetch: this.fetch });
  }
}
