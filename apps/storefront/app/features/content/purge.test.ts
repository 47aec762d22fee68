import { describe, expect, it, vi } from 'vitest';
import { purgeResponse, purgeTokenMatches } from './purge.server';

const post = (authorization?: string) =>
  new Request('http://shop.test/internal/content-purge', {
    method: 'POST',
    headers: authorization ? { Authorization: authorization } : {},
    body: '{"kinds":["page"]}',
  });

describe('purgeTokenMatches', () => {
  it('accepts the configured bearer token only', () => {
    expect(purgeTokenMatches('Bearer s3cret-token', 's3cret-token')).toBe(true);
    expect(purgeTokenMatches('bearer s3cret-token', 's3cret-token')).toBe(true);
    expect(purgeTokenMatches('Bearer s3cret-tokeN', 's3cret-token')).toBe(false);
    expect(purgeTokenMatches('Bearer s3cret', 's3cret-token')).toBe(false);
    expect(purgeTokenMatches('s3cret-token', 's3cret-token')).toBe(false);
    expect(purgeTokenMatches('Basic s3cret-token', 's3cret-token')).toBe(false);
    expect(purgeTokenMatches(null, 's3cret-token')).toBe(false);
    expect(purgeTokenMatches('Bearer ', '')).toBe(false);
  });
});

describe('purgeResponse', () => {
  it('is a 404 when no token is configured, and purges nothing', () => {
    const cache = { purge: vi.fn() };
    expect(purgeResponse(post('Bearer x'), undefined, [cache]).status).toBe(404);
    expect(purgeResponse(post('Bearer x'), '', [cache]).status).toBe(404);
    expect(cache.purge).not.toHaveBeenCalled();
  });

  it('refuses a wrong or missing token with a 401, never stored', () => {
    const cache = { purge: vi.fn() };
    const wrong = purgeResponse(post('Bearer nope'), 'right', [cache]);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('Cache-Control')).toBe('no-store');
    expect(purgeResponse(post(), 'right', [cache]).status).toBe(401);
    expect(cache.purge).not.toHaveBeenCalled();
  });

  it('drops every cache with the right token (204)', () => {
    const a = { purge: vi.fn() };
    const b = { purge: vi.fn() };
    expect(purgeResponse(post('Bearer right'), 'right', [a, b]).status).toBe(204);
    expect(a.purge).toHaveBeenCalledOnce();
    expect(b.purge).toHaveBeenCalledOnce();
  });

  it('answers 405 to anything but POST', () => {
    const get = new Request('http://shop.test/internal/content-purge', {
      headers: { Authorization: 'Bearer right' },
    });
    expect(purgeResponse(get, 'right', []).status).toBe(405);
  });
});
