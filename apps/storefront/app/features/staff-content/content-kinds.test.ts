import {
  CMS_AD_SLOTS,
  CMS_BANNER_TYPES,
  CMS_BANNER_VISIBILITIES,
  CMS_CODE_MAX,
  CMS_FOREWORD_MAX,
  CMS_GROUP_MAX,
  CMS_HTML_MAX,
  CMS_IMAGE_MAX_BYTES,
  CMS_KINDS,
  CMS_PAGE_SLOTS,
  CMS_PDF_MAX_BYTES,
  CMS_SLUG_MAX,
  CMS_TITLE_MAX,
} from '@vetshop/contract';
import { META_DESCRIPTION_MAX } from '@vetshop/domain';
import { describe, expect, it } from 'vitest';
import {
  AD_SLOTS,
  BANNER_TYPES,
  BANNER_VISIBILITIES,
  CONTENT_KINDS,
  contentState,
  LIMITS,
  PAGE_SLOTS,
} from './content-kinds';

describe('the editor’s copy of the contract', () => {
  it('names the same kinds, slots, types and visibilities', () => {
    expect([...CONTENT_KINDS]).toEqual([...CMS_KINDS]);
    expect([...PAGE_SLOTS]).toEqual([...CMS_PAGE_SLOTS]);
    expect([...BANNER_TYPES]).toEqual([...CMS_BANNER_TYPES]);
    expect([...BANNER_VISIBILITIES]).toEqual([...CMS_BANNER_VISIBILITIES]);
    expect([...AD_SLOTS]).toEqual([...CMS_AD_SLOTS]);
  });

  it('has the same limits', () => {
    expect(LIMITS).toMatchObject({
      title: CMS_TITLE_MAX,
      slug: CMS_SLUG_MAX,
      foreword: CMS_FOREWORD_MAX,
      html: CMS_HTML_MAX,
      code: CMS_CODE_MAX,
      group: CMS_GROUP_MAX,
      metaDescription: META_DESCRIPTION_MAX,
      imageMb: CMS_IMAGE_MAX_BYTES / 1024 / 1024,
      pdfMb: CMS_PDF_MAX_BYTES / 1024 / 1024,
    });
  });
});

describe('contentState', () => {
  const today = '2026-06-15';
  const item = (published: boolean, live: boolean, date_start: string | null, date_end: string | null) => ({
    published,
    live,
    date_start,
    date_end,
  });

  it('is draft while unpublished, whatever the dates', () => {
    expect(contentState(item(false, false, null, null), today)).toBe('draft');
    expect(contentState(item(false, false, '2026-01-01', '2026-12-31'), today)).toBe('draft');
  });

  it('is published when the back office says it is public today', () => {
    expect(contentState(item(true, true, null, null), today)).toBe('published');
    expect(contentState(item(true, true, today, today), today)).toBe('published');
  });

  it('is scheduled before its start and expired after its end', () => {
    expect(contentState(item(true, false, '2026-07-01', null), today)).toBe('scheduled');
    expect(contentState(item(true, false, null, '2026-06-14'), today)).toBe('expired');
    expect(contentState(item(true, false, '2026-01-01', '2026-02-01'), today)).toBe('expired');
  });
});
