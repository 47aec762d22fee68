import {
  api,
  errorBodySchema,
  idParamsSchema,
  wishlistAddItemBodySchema,
  wishlistAddItemsBodySchema,
  wishlistChangeSchema,
  wishlistCreateBodySchema,
  wishlistDetailSchema,
  wishlistListSchema,
  wishlistMoveLinesBodySchema,
  wishlistsQuerySchema,
  wishlistUpdateBodySchema,
} from '@vetshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/request-context';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const tags = ['standard orders (wishlists)'];

/** Standard orders (spec doc 2 §7 Wishlists, issue 10 §2): the customer's named lists of products. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api['wishlists.list'].path,
    {
      schema: {
        tags,
        summary:
          "The customer's standard orders sorted by name, each with its line count (page_size up to 999)",
        querystring: wishlistsQuerySchema,
        response: { 200: wishlistListSchema, ...errors },
      },
    },
    async (request) =>
      service.listWishlists(
        app.ctx,
        await requireCustomer(request),
        request.query.page,
        request.query.page_size,
      ),
  );

  app.get(
    api['wishlists.get'].path,
    {
      schema: {
        tags,
        summary:
          'One standard order with its lines: product name, SKU, CNK, image, the buyer’s price, stock, order mode ' +
          'and visible substitutes (another customer’s list is a 404 wishlist_not_found)',
        params: idParamsSchema,
        response: { 200: wishlistDetailSchema, ...errors },
      },
    },
    async (request) => service.getWishlist(app.ctx, await requireCustomer(request), request.params.id),
  );

  app.post(
    api['wishlists.create'].path,
    {
      schema: {
        tags,
        summary:
          'Creates a standard order (201). Its name must differ from the customer’s other lists, case, accents ' +
          'and spaces ignored (409 wishlist_name_taken); a product once (409 wishlist_product_duplicate)',
        body: wishlistCreateBodySchema,
        response: { 201: wishlistChangeSchema, ...changeErrors },
      },
    },
    async (request, reply) => {
      const created = await service.createWishlist(app.ctx, await requireCustomer(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    api['wishlists.addItem'].path,
    {
      schema: {
        tags,
        summary:
          'Adds a product (quantity 1 by default); already in the list → 409 wishlist_product_duplicate ' +
          '("Ce produit est déjà présent dans cette commande type")',
        params: idParamsSchema,
        body: wishlistAddItemBodySchema,
        response: { 200: wishlistChangeSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.addItems(
        app.ctx,
        await requireCustomer(request),
        request.params.id,
        [{ productId: request.body.product_id, quantity: request.body.quantity }],
        'one',
      ),
  );

  app.post(
    api['wishlists.addItems'].path,
    {
      schema: {
        tags,
        summary:
          'Adds several products at once (a cart saved into a list): those already in the list are listed in ' +
          '`duplicates` and left as they are, the others added',
        params: idParamsSchema,
        body: wishlistAddItemsBodySchema,
        response: { 200: wishlistChangeSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.addItems(
        app.ctx,
        await requireCustomer(request),
        request.params.id,
        request.body.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
        'many',
      ),
  );

  app.post(
    api['wishlists.update'].path,
    {
      schema: {
        tags,
        summary:
          'Renames, sets the customer reference, and with `lines` sets every line: quantities, order, removals ' +
          '(lines left out), new lines, a product replaced by one of its substitutes (422 wishlist_substitute_invalid)',
        params: idParamsSchema,
        body: wishlistUpdateBodySchema,
        response: { 200: wishlistChangeSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.updateWishlist(app.ctx, await requireCustomer(request), request.params.id, request.body),
  );

  app.post(
    api['wishlists.moveLines'].path,
    {
      schema: {
        tags,
        summary:
          'Moves lines to another of the customer’s lists; a product the target has is merged into its line ' +
          '(quantities added, listed in `merged`)',
        params: idParamsSchema,
        body: wishlistMoveLinesBodySchema,
        response: { 200: wishlistChangeSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.moveLines(app.ctx, await requireCustomer(request), request.params.id, request.body),
  );

  app.delete(
    api['wishlists.delete'].path,
    {
      schema: {
        tags,
        summary: 'Deletes a standard order and its lines (204)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteWishlist(app.ctx, await requireCustomer(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
