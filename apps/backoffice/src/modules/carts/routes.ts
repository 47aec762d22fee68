import {
  api,
  cartSchema,
  cartSyncRequestSchema,
  cartUpdateBodySchema,
  carriersResponseSchema,
  confirmBodySchema,
  errorBodySchema,
  nextSuiteNameSchema,
  refreshQtyBodySchema,
  saleDetailSchema,
  setCarrierBodySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseJsonKeepingPrototypeKeys } from '../../plugins/plain-json-parser';
import { requireCustomer } from '../../plugins/request-context';
import { confirmCart } from './checkout';
import { csvImportRoutes } from './csv-import-routes';
import * as service from './service';
import { syncCart } from './sync';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(csvImportRoutes);

  const syncPaths = [...new Set([`/${app.ctx.config.cartSyncPath}`, api['carts.sync'].path])];
  // Scoped: only the sync's routes read JSON keeping `__proto__` keys (refused per transaction, not per batch).
  const syncRoutes: FastifyPluginAsyncZod = async (scope) => {
    parseJsonKeepingPrototypeKeys(scope);
    for (const url of syncPaths) {
      scope.post(
        url,
        {
          // A NUL character or a lone surrogate refuses only the transaction holding it (readSyncTransaction).
          config: { bodyTextCheckedByRoute: true },
          schema: {
            tags: ['carts'],
            summary: 'Apply a batch of cart transactions (each uuid at most once) and return the cart',
            description:
              'Transactions are signed quantity changes. A uuid already received is never applied again (reported ' +
              'in sync.duplicates). A batch naming a cart that is no longer current (confirmed or unknown) is applied ' +
              'to the current cart (a new one if needed) and sync.previous_uuid says so. Refused transactions are ' +
              'listed in sync.rejected with a localised message, and so is a transaction that cannot be read (the rest ' +
              'of the batch applies): only a body that is not an object, transactions that is not an array or a batch ' +
              'above the limit is a 400. A transaction without uuid is applied and listed in sync.not_deduplicated. ' +
              '204 = the customer has no cart.',
            body: cartSyncRequestSchema,
            response: { 200: cartSchema, 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          const cart = await syncCart(app.ctx, await requireCustomer(request), request.body);
          if (!cart) return reply.status(204).send(null);
          return cart;
        },
      );
    }
  };
  await app.register(syncRoutes);

  app.post(
    api['carts.update'].path,
    {
      schema: {
        tags: ['carts'],
        summary:
          'Set reference, note, suite name, delivery/invoicing address, payment mode of the current cart',
        body: cartUpdateBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => service.updateCurrent(app.ctx, await requireCustomer(request), request.body),
  );

  app.get(
    api['carts.carriers'].path,
    {
      schema: {
        tags: ['carts'],
        summary: 'Carriers with their price for the current cart',
        response: { 200: carriersResponseSchema, ...errors },
      },
    },
    async (request) => service.deliveryCarriers(app.ctx, await requireCustomer(request)),
  );

  app.post(
    api['carts.setCarrier'].path,
    {
      schema: {
        tags: ['carts'],
        summary: 'Choose the carrier of the current cart',
        body: setCarrierBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => service.setCarrier(app.ctx, await requireCustomer(request), request.body.carrier_id),
  );

  app.get(
    api['carts.nextSuiteName'].path,
    {
      schema: {
        tags: ['carts'],
        summary: "The next name of the customer's own order sequence (null when there is no previous one)",
        response: { 200: nextSuiteNameSchema, ...errors },
      },
    },
    async (request) => service.nextSuiteName(app.ctx, await requireCustomer(request)),
  );

  app.post(
    api['carts.refreshQtyUnavailable'].path,
    {
      schema: {
        tags: ['carts'],
        summary: 'Recompute unavailable quantities from stock; the answer shows the change since last time',
        body: refreshQtyBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      service.refreshQtyUnavailable(app.ctx, await requireCustomer(request), request.body.uuid),
  );

  app.post(
    api['carts.confirm'].path,
    {
      schema: {
        tags: ['carts'],
        summary: 'Place the order: prices recomputed, fee, VAT, stock and backorders, in one transaction',
        description:
          'Idempotent: confirming a cart that is already an order answers with that order (200 instead of 201).',
        body: confirmBodySchema,
        response: { 200: saleDetailSchema, 201: saleDetailSchema, ...errors },
      },
    },
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
  );
};
