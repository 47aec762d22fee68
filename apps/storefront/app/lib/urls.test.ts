import { describe, expect, it } from 'vitest';
import { safeRedirect } from './urls';

const HOME = '/fr/';

describe('safeRedirect (login redirect targets)', () => {
  it.each([
    ['/fr/cart', '/fr/cart'],
    ['/nl/account/sales?page=2', '/nl/account/sales?page=2'],
    ['/fr/search?q=100%25', '/fr/search?q=100%25'],
    ['/fr/search?q=a%2Fb', '/fr/search?q=a%2Fb'],
    ['/en/p/some-product?variant=3#reviews', '/en/p/some-product?variant=3#reviews'],
    ['/fr/./cart', '/fr/cart'],
    ['/fr/../en/cart', '/en/cart'],
  ])('keeps the same-site path %j', (target, expected) => {
    expect(safeRedirect(target, HOME)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/fr/cart'],
    ['a slash and a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash further on', '/fr/\\evil'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a leading space', ' //evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes, lower case', '/%2f/evil.example'],
    ['a fully encoded protocol-relative URL', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash, lower case', '/%5cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['a doubly encoded slash', '/%252F%252Fevil.example'],
    ['a doubly encoded backslash', '/%255Cevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL with a tab', 'java\tscript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'fr/cart'],
    ['an empty string', ''],
    ['a very long target', `/fr/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target, HOME)).toBe(HOME);
  });

  it('refuses what is not a string (a file field, nothing)', () => {
    expect(safeRedirect(null, HOME)).toBe(HOME);
    expect(safeRedirect(undefined, HOME)).toBe(HOME);
    expect(safeRedirect(new File(['x'], 'x.txt'), HOME)).toBe(HOME);
  });
});
