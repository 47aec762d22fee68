// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { inertHtml } from './inert-html';

describe('inertHtml', () => {
  it('drops scripts, frames and handlers, keeps the content', () => {
    const out = inertHtml(
      '<p onclick="x()">Texte <strong>gras</strong></p><script>alert(1)</script><iframe srcdoc="x"></iframe><img src="/a.png" onerror="alert(2)" alt="a">',
    );
    expect(out).toBe('<p>Texte <strong>gras</strong></p><img src="/a.png" alt="a">');
  });

  it('drops javascript: and data: addresses, whatever their case and spacing', () => {
    expect(inertHtml('<a href=" JaVa\nScript:alert(1)">x</a><a href="/fr/news">y</a>')).toBe(
      '<a>x</a><a href="/fr/news">y</a>',
    );
    expect(inertHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>');
  });
});
