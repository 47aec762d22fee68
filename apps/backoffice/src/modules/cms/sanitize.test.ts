import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize';

describe('sanitizeCmsHtml', () => {
  it('drops scripts, event attributes, styles and javascript: URLs', () => {
    const html = sanitizeCmsHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(1)" alt="a">' +
        '<a href="javascript:alert(1)">j</a><a href="JaVaScRiPt:alert(1)">k</a><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">s</p><a href="//evil.example/x">p</a>',
    );
    expect(html).toBe('<p>Hi</p><img src="x.png" alt="a" /><a>j</a><a>k</a><p>s</p><a>p</a>');
  });

  it('keeps the allowed markup, relative and mailto/tel links, and the listed classes only', () => {
    const html =
      '<h2>T</h2><p class="cms-lead other">x <strong>b</strong> <em>i</em></p><ul><li>1</li></ul>' +
      '<a href="/fr/page/a" title="t">r</a><a href="mailto:a@b.be">m</a><a href="tel:+3221234567">t</a>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(html)).toBe(html.replace(' other', ''));
  });

  it('gives a link opening a new tab rel="noopener noreferrer"', () => {
    expect(sanitizeCmsHtml('<a href="https://a.be" target="_blank">a</a>')).toBe(
      '<a href="https://a.be" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
