import { accountRoutes } from './account-routes.ts';
import { blockRoutes } from './block-routes.ts';
import { devRoutes } from './dev-routes.ts';
import { helperRoutes } from './helper-routes.ts';
import { historyPluginRoutes } from './history-plugin-routes.ts';
import { netRoutes } from './net-routes.ts';
import { pushRoutes } from './push-routes.ts';
import type { RouteHandler } from './route-types.ts';
import { tableRoutes } from './table-routes.ts';
import { trimmedGetBlock } from './trimmed-block-log.ts';

/** A path's handler, the status of its answers, and whether it is a test control (POST only). */
export interface Route {
  handler: RouteHandler;
  status: number;
  devOnly?: boolean;
}

const CHAIN_ROUTES: Record<string, RouteHandler> = {
  ...blockRoutes,
  ...accountRoutes,
  ...tableRoutes,
  ...helperRoutes,
};

/**
 * Every path of the node but /v2 (history) and /dev/faults (each node's own injector); `history`
 * adds the history plugin's /v1/history calls, which a node without it does not register;
 * `firstBlock` above 1 is a trimmed block log (trimmed-block-log.ts).
 */
export function routeTable(history: boolean, firstBlock = 1): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const [op, handler] of Object.entries(CHAIN_ROUTES))
    routes.set(`/v1/chain/${op}`, {
      handler:
        op === 'get_block' && firstBlock > 1 ? trimmedGetBlock(handler, firstBlock) : handler,
      status: 200,
    });
  // Transactions pushed are accepted with 202, as nodeos answers push_* calls.
  for (const [op, handler] of Object.entries(pushRoutes))
    routes.set(`/v1/chain/${op}`, { handler, status: 202 });
  if (history)
    for (const [op, handler] of Object.entries(historyPluginRoutes))
      routes.set(`/v1/history/${op}`, { handler, status: 200 });
  for (const [op, handler] of Object.entries(netRoutes))
    routes.set(`/v1/net/${op}`, { handler, status: 201 });
  for (const [op, handler] of Object.entries({ ...devRoutes }))
    routes.set(`/dev/${op}`, { handler, status: 200, devOnly: true });
  routes.set('/v1/node/get_supported_apis', {
    handler: () => JSON.stringify({ apis: [...routes.keys()].filter((p) => p.startsWith('/v1/')) }),
    status: 200,
  });
  return routes;
}
