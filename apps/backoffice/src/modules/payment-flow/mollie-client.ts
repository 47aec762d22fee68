import { mollieAmountValue } from '@vetshop/domain';

/**
 * Mollie's payments API, as documented (docs.mollie.com/reference/create-payment, get-payment): the same code
 * talks to Mollie and to the tests' local server (MOLLIE_API_URL). Only the fields used here are read.
 */
export interface MolliePayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  metadata: unknown;
  checkoutUrl: string | null;
}

export interface CreateMolliePayment {
  amountCents: number;
  currency: string;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  /** 'bancontact' | 'creditcard'; absent: the buyer picks on Mollie's page. */
  method?: string;
  metadata: Record<string, string | number>;
}

export class MollieError extends Error {}

/** A provider call that takes longer than this fails (the buyer is waiting). */
const TIMEOUT_MS = 10_000;

export function mollieClient(config: { apiUrl: string; apiKey: string }) {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<MolliePayment> {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new MollieError(`Mollie ${method} ${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new MollieError(`Mollie ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return readPayment(text);
  }
  return {
    create: (p: CreateMolliePayment) =>
      call('POST', '/v2/payments', {
        amount: { currency: p.currency, value: mollieAmountValue(p.amountCents) },
        description: p.description,
        redirectUrl: p.redirectUrl,
        webhookUrl: p.webhookUrl,
        ...(p.method ? { method: p.method } : {}),
        metadata: p.metadata,
      }),
    get: (id: string) => call('GET', `/v2/payments/${encodeURIComponent(id)}`),
  };
}
export type MollieClient = ReturnType<typeof mollieClient>;

function readPayment(text: string): MolliePayment {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new MollieError('Mollie answered something that is not JSON');
  }
  const p = json as {
    id?: unknown;
    status?: unknown;
    amount?: { currency?: unknown; value?: unknown };
    metadata?: unknown;
    _links?: { checkout?: { href?: unknown } };
  };
  if (typeof p.id !== 'string' || typeof p.status !== 'string' || typeof p.amount?.value !== 'string')
    throw new MollieError('Mollie answered a payment without id, status or amount');
  const href = p._links?.checkout?.href;
  return {
    id: p.id,
    status: p.status,
    amount: { currency: String(p.amount.currency ?? ''), value: p.amount.value },
    metadata: p.metadata ?? null,
    checkoutUrl: typeof href === 'string' ? href : null,
  };
}
