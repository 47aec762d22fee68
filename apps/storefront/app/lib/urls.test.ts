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
    ['/fr/%2e%2e/en/cart', '/en/cart'],
    ['/fr/search?q=%2F%2Fnot-a-host', '/fr/search?q=%2F%2Fnot-a-host'],
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
    // Issue 17 §4: targets that only become protocol-relative once their dot segments are removed.
    ['a dot segment before two slashes', '/.//evil.example'],
    ['encoded dot-dot segments before two slashes', '/%2e%2e/%2e%2e//evil.example'],
    ['encoded dot-dot segments, upper case', '/%2E%2E//evil.example'],
    ['dot-dot segments before two slashes', '/../..//evil.example'],
    ['a dot-dot segment after a path', '/fr/..//evil.example'],
    ['a dot segment before a slash and a backslash', '/./\\evil.example'],
    ['a dot segment before an encoded slash', '/./%2Fevil.example'],
    ['an encoded dot segment before two slashes', '/%2e//evil.example'],
    ['a doubly encoded dot segment', '/%252e%252e//evil.example'],
    ['dot-dot after an encoded slash', '/fr/..%2F/evil.example'],
    ['a tab inside a dot segment', '/.\t//evil.example'],
    ['an absolute URL with a path', 'https://evil.example/fr/cart'],
    ['an absolute URL without slashes', 'https:evil.example'],
    ['a javascript: URL in upper case', 'JAVASCRIPT:alert(1)'],
    ['an encoded javascript: URL', '%6Aavascript:alert(1)'],
    ['a target encoded five times', '/%25252525252Fevil.example'],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target, HOME)).toBe(HOME);
  });

  it('refuses what is not a string (a file field, nothing)', () => {
    expect(safeRedirect(null, HOME)).toBe(HOME);
    expect(safeRedirect(undefined, HOME)).toBe(HOME);
    expect(safeRedirect(new File(['x'], 'x.txt'), HOME)).toBe(HOME);
  });
});
