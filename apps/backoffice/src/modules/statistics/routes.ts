import { errorBodySchema, topOrderedQuerySchema, topOrderedSchema, type TopOrdered } from '@vetshop/contract';
import { queryRows } from '@vetshop/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/request-context';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sale_statistics/top_ordered',
    {
      schema: {
        tags: ['statistics'],
        summary: "The customer's most ordered products (units ordered, newest order as tie-break)",
        querystring: topOrderedQuerySchema,
        response: { 200: topOrderedSchema, ...errors },
      },
    },
    async (request): Promise<TopOrdered> => {
      const customer = await requireCustomer(request);
      const { page, per_page } = request.query;
      const rows = await queryRows<{
        product_id: number;
        ordered_count: string | number;
        orders: string | number;
        last: Date | string;
        family: TopOrdered['items'][number]['product_family'];
        total: string | number;
      }>(
        app.ctx.db,
        sql`
        SELECT l.variant_id AS product_id, sum(l.qty) AS ordered_count, count(DISTINCT o.id) AS orders,
               max(o.date_order) AS last,
               CASE WHEN bool_or(p.is_meds) THEN 'meds' WHEN bool_or(p.is_food) THEN 'food'
                    WHEN bool_or(p.is_equipment) THEN 'equipment' ELSE 'other' END AS family,
               count(*) OVER () AS total
        FROM sale_order_lines l
        JOIN sale_orders o ON o.id = l.order_id
        JOIN variants v ON v.id = l.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE o.customer_id = ${customer.customerId} AND l.kind = 'product' AND o.state <> 'cancel'
        GROUP BY l.variant_id
        ORDER BY sum(l.qty) DESC, max(o.date_order) DESC, l.variant_id
        LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      );
      return {
        count: Number(rows[0]?.total ?? 0),
        items: rows.map((r) => ({
          product_id: r.product_id,
          ordered_count: Number(r.ordered_count),
          orders: Number(r.orders),
          date_last_ordered: new Date(r.last).toISOString(),
          product_family: r.family,
        })),
      };
    },
  );
};
