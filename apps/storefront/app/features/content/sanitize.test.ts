import { describe, expect, it } from 'vitest';
import { cleanContentHtml } from './sanitize.server';

describe('cleanContentHtml', () => {
  it('drops scripts, event handlers, styles and javascript: links', () => {
    const html = cleanContentHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)" alt="x">' +
        '<a href="javascript:alert(3)">bad</a><style>p{}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<style|<iframe|alert/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="x.png" alt="x" />');
  });

  it('keeps the allowed markup and gives a new-tab link rel="noopener noreferrer"', () => {
    const html = cleanContentHtml(
      '<h2>Title</h2><ul><li><a href="https://example.org" target="_blank">ext</a></li></ul><a href="/fr/page/x">in</a>',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="/fr/page/x">in</a>');
  });

  it('answers an empty string for no content', () => {
    expect(cleanContentHtml(null)).toBe('');
    expect(cleanContentHtml(undefined)).toBe('');
  });
});
