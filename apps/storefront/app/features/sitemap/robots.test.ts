import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  const text = robotsTxt('https://shop.example');
  const lines = text.split('\n');

  it('lets every crawler see the shop', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
  });

  it('keeps crawlers out of the account, staff, cart, checkout, sign-in and JSON routes', () => {
    for (const path of [
      '/*/account',
      '/*/staff',
      '/*/cart',
      '/*/cart-confirm',
      '/*/cart-validated',
      '/*/login',
      '/api/',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
  });

  it('names the sitemap on the request origin', () => {
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text.endsWith('\n')).toBe(true);
  });
});
