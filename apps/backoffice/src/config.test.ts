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
