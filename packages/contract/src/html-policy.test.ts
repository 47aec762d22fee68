import { describe, expect, it } from 'vitest';
import {
  CMS_ALLOWED_ATTRIBUTES,
  CMS_ALLOWED_SCHEMES,
  CMS_ALLOWED_TAGS,
  CMS_HTML_POLICY,
  safeLinkAttributes,
} from './html-policy';

describe('CMS_HTML_POLICY', () => {
  it('allows no script, style, iframe, form or event attribute', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math'])
      expect(CMS_ALLOWED_TAGS).not.toContain(tag);
    for (const attributes of Object.values(CMS_ALLOWED_ATTRIBUTES)) {
      expect(attributes.filter((name) => /^on/i.test(name) || name === 'style')).toEqual([]);
    }
    expect(CMS_ALLOWED_SCHEMES).toEqual(['https', 'http', 'mailto', 'tel']);
    expect(CMS_HTML_POLICY.allowProtocolRelative).toBe(false);
    expect(CMS_HTML_POLICY.nonTextTags).toContain('script');
  });
});

describe('safeLinkAttributes', () => {
  it('adds noopener noreferrer to a link opening a new tab, keeping other rel values', () => {
    expect(safeLinkAttributes({ href: 'https://a.be', target: '_blank' })).toEqual({
      href: 'https://a.be',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(safeLinkAttributes({ href: '/x', target: '_blank', rel: 'nofollow noopener' }).rel).toBe(
      'nofollow noopener noreferrer',
    );
  });
  it('drops an unknown target and leaves a same-tab link alone', () => {
    expect(safeLinkAttributes({ href: '/x', target: 'evil' })).toEqual({ href: '/x' });
    expect(safeLinkAttributes({ href: '/x' })).toEqual({ href: '/x' });
  });
});
