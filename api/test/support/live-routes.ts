import { randomUUID } from 'node:crypto';
import type { App } from '../../src/bootstrap.js';

export interface LiveRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express's pattern, e.g. `/api/scrape-job/:id`. */
  path: string;
}

const METHODS = new Set<LiveRoute['method']>(['get', 'post', 'put', 'patch', 'delete']);

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Every `/api` route the running app serves, read from Express's router after Nest mapped its controllers: a route
 * added tomorrow is covered by the tests that walk this list without anyone editing them.
 */
export function liveRoutes(app: App): LiveRoute[] {
  const express = app.nest.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack.flatMap((layer) => {
    if (!layer.route || !layer.route.path.startsWith('/api/')) return [];
    const methods = Object.keys(layer.route.methods).filter((m): m is LiveRoute['method'] =>
      METHODS.has(m as LiveRoute['method']),
    );
    // A catch-all (every method) is no route of ours.
    if (methods.length !== 1) return [];
    return [{ method: methods[0]!, path: layer.route.path }];
  });
}

/** The route's path with each `:param` filled (a fresh UUID unless given). */
export function concretePath(route: LiveRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());
}

export const routeName = (route: LiveRoute) => `${route.method.toUpperCase()} ${route.path}`;
