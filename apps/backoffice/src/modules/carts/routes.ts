import { api } from '@vetshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { parseJsonKeepingPrototypeKeys } from '../../plugins/plain-json-parser';
import { requireCustomer } from '../../plugins/request-context';
import { confirmCart } from './checkout';
import { lookupCodes } from './code-lookup';
import { csvImportRoutes } from './csv-import-routes';
import { pickupRoutes } from './pickup-routes';
import * as service from './service';
import { syncCart } from './sync';

/** The buyer's current cart (spec doc 2 §7 "Carts"), each route registered from its contract entry (carts-api.ts). */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  await app.register(csvImportRoutes);
  await app.register(pickupRoutes);

  // The sync answers at the deployment's configured path and at its own.
  const syncPaths = [...new Set([`/${app.ctx.config.cartSyncPath}` as const, api['carts.sync'].path])];
  // Scoped: only the sync's routes read JSON keeping `__proto__` keys (refused per transaction, not per batch).
  const syncRoutes: FastifyPluginAsync = async (scope) => {
    parseJsonKeepingPrototypeKeys(scope);
    for (const path of syncPaths)
      endpointRoute(
        scope,
        'carts.sync',
        async (request, reply) => {
          const cart = await syncCart(app.ctx, await requireCustomer(request), request.body);
          if (!cart) return reply.status(204).send(null);
          return cart;
        },
        {
          path,
          alsoAnswers: [204],
          // A NUL character or a lone surrogate refuses only the transaction holding it (readSyncTransaction).
          config: { bodyTextCheckedByRoute: true },
          description:
            'Transactions are signed quantity changes. A uuid already received is never applied again (reported ' +
            'in sync.duplicates). A batch naming a cart that is no longer current (confirmed or unknown) is applied ' +
            'to the current cart (a new one if needed) and sync.previous_uuid says so. Refused transactions are ' +
            'listed in sync.rejected with a localised message, and so is a transaction that cannot be read (the rest ' +
            'of the batch applies): only a body that is not an object, transactions that is not an array or a batch ' +
            'above the limit is a 400. A transaction without uuid is applied and listed in sync.not_deduplicated. ' +
            '204 = the customer has no cart.',
        },
      );
  };
  await app.register(syncRoutes);

  // The quick-order pad (decision 044): reads only; private, like every answer naming the buyer's prices.
  endpointRoute(
    app,
    'carts.codeLookup',
    async (request) => lookupCodes(app.ctx, await requireCustomer(request), request.query),
    {
      description:
        'Each code is read as the CSV import reads a "code" column (SKU, else CNK — leading zeros optional —, ' +
        'else barcode); each product id stands for its main variant. Every item says why the caller may not ' +
        'order it (reason and message, as the CSV import skips a row) or null; variant is null for a code that ' +
        'names nothing or a product the caller may not see.',
    },
  );

  endpointRoute(app, 'carts.update', async (request) =>
    service.updateCurrent(app.ctx, await requireCustomer(request), request.body),
  );

  endpointRoute(app, 'carts.carriers', async (request) =>
    service.deliveryCarriers(app.ctx, await requireCustomer(request)),
  );

  endpointRoute(app, 'carts.setCarrier', async (request) =>
    service.setCarrier(app.ctx, await requireCustomer(request), request.body.carrier_id),
  );

  endpointRoute(app, 'carts.nextSuiteName', async (request) =>
    service.nextSuiteName(app.ctx, await requireCustomer(request)),
  );

  endpointRoute(app, 'carts.refreshQtyUnavailable', async (request) =>
    service.refreshQtyUnavailable(app.ctx, await requireCustomer(request), request.body.uuid),
  );

  endpointRoute(
    app,
    'carts.confirm',
    async (request, reply) => {
      const result = await confirmCart(app.ctx, await requireCustomer(request), request.body);
      if (result.touchedProductIds.length > 0) {
        // Stock states feed the search facets; refreshing them must not delay or fail the order.
        app.ctx.search
          .refresh({ productIds: result.touchedProductIds })
          .catch((err: unknown) => request.log.error({ err }, 'search refresh after checkout failed'));
      }
      return reply.status(result.created ? 201 : 200).send(result.sale);
    },
    {
      alsoAnswers: [201],
      description:
        'Idempotent: confirming a cart that is already an order answers with that order (200 instead of 201).',
    },
  );
};
