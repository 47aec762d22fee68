import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../plugins/endpoint-route';
import { requireCustomer, requireStaff } from '../../plugins/request-context';
import * as service from './service';

/** Payment of the current cart (payment-api.ts in the contract; decision 038). */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  endpointRoute(app, 'carts.payable', async (request) =>
    service.currentPayable(app.ctx, await requireCustomer(request)),
  );
  endpointRoute(app, 'payment.methods', async (request) =>
    service.paymentMethods(app.ctx, await requireCustomer(request), request.query.payable),
  );
  endpointRoute(app, 'payment.transactions', async (request) =>
    service.startTransaction(app.ctx, await requireCustomer(request), request.body),
  );
  endpointRoute(app, 'payment.transaction', async (request) =>
    service.transactionStatus(app.ctx, await requireCustomer(request), request.params.reference),
  );
  endpointRoute(app, 'staff.payments', async (request) => {
    await requireStaff(request);
    return service.staffPayments(app.ctx);
  });
  endpointRoute(app, 'staff.customerPaymentMethods', async (request) => {
    await requireStaff(request);
    return service.staffCustomerPaymentMethods(app.ctx, request.params.ref, request.locale);
  });
  endpointRoute(app, 'staff.setCustomerPaymentMethods', async (request) => {
    await requireStaff(request);
    return service.setStaffCustomerPaymentMethods(
      app.ctx,
      request.params.ref,
      request.body.providers,
      request.locale,
    );
  });

  // Mollie posts its webhook as a form (id=tr_…): read here only, in this scope.
  const webhook: FastifyPluginAsync = async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    endpointRoute(
      scope,
      'payment.mollieWebhook',
      async (request) => {
        await service.mollieWebhook(app.ctx, request.body.id);
        return {};
      },
      { consumes: ['application/x-www-form-urlencoded'] },
    );
  };
  await app.register(webhook);
};
