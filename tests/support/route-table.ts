import type { RouteOptions } from 'fastify';
import { declaredResponses } from '../../src/server/contract.server';

/** The routes an app adds, collected through `buildApp`'s `onRoute` (pass `onRoute` to the app's options), to read what each declares. */
export interface RouteTable {
  onRoute: (route: RouteOptions) => void;
  /** The response schemas `METHOD /url` declares, by status (`200`, `'4xx'`…); fails for a route the app does not have or that declares none. */
  responses: (name: string) => Record<string, unknown>;
}

/** An empty route table, filled as the app is built. */
export function routeTable(): RouteTable {
  const routes: RouteOptions[] = [];
  return {
    onRoute: (route) => {
      routes.push(route);
    },
    responses: (name) => {
      const route = routes.find((candidate) => `${String(candidate.method)} ${candidate.url}` === name);
      if (!route) throw new Error(`The app has no route ${name}`);
      const responses = declaredResponses(route);
      if (responses === undefined) throw new Error(`${name} declares no responses`);
      return responses;
    },
  };
}
