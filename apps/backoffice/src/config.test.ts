import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: OIDC_ISSUER and OIDC_AUDIENCE (decision 036)', () => {
  it('turns identity-provider sign-in off without either', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('reads both', () => {
    expect(
      loadConfig({ OIDC_ISSUER: 'https://id.example.test/realms/vet', OIDC_AUDIENCE: 'vetshop' }).oidc,
    ).toEqual({ issuer: 'https://id.example.test/realms/vet', audience: 'vetshop' });
  });

  it('fails start-up with one alone, naming the missing one', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.test/realms/vet' })).toThrow(
      'OIDC_ISSUER and OIDC_AUDIENCE go together: OIDC_AUDIENCE is missing',
    );
    expect(() => loadConfig({ OIDC_AUDIENCE: 'vetshop' })).toThrow(
      'OIDC_ISSUER and OIDC_AUDIENCE go together: OIDC_ISSUER is missing',
    );
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'id.example.test', OIDC_AUDIENCE: 'vetshop' })).toThrow(
      'OIDC_ISSUER: not an http(s) URL',
    );
  });
});

describe('loadConfig: payment (decision 038)', () => {
  it('has no payable secret nor Mollie key of its own in production', () => {
    const payment = loadConfig({ NODE_ENV: 'production' }).payment;
    expect(payment.secret).toBeUndefined();
    expect(payment.mollie).toBeNull();
  });

  it('reads Mollie with its default address, the secret and the return origins', () => {
    const payment = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SECRET: 's3cret',
      MOLLIE_API_KEY: 'live_abc',
      PUBLIC_STOREFRONT_URL: 'https://shop.example.test/',
      PAYMENT_RETURN_ORIGINS: 'https://b2b.example.test/fr, ',
    }).payment;
    expect(payment.secret).toBe('s3cret');
    expect(payment.mollie).toEqual({ apiUrl: 'https://api.mollie.com', apiKey: 'live_abc' });
    expect(payment.returnOrigins).toEqual(['https://shop.example.test', 'https://b2b.example.test']);
  });

  it('refuses a return origin that is not a URL', () => {
    expect(() => loadConfig({ PAYMENT_RETURN_ORIGINS: 'shop' })).toThrow('not a URL');
  });
});
