import {
  cmsAdvertisementInputSchema,
  cmsBannerInputSchema,
  cmsNewsInputSchema,
  cmsPageInputSchema,
  cmsSnippetInputSchema,
} from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import {
  checkValues,
  emptyValues,
  fieldNames,
  readValues,
  valuesOf,
  type ContentValues,
} from './content-form';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return (name: string) => data.get(name);
};

const newsTexts = (lang: string, title: string) => ({
  [`${lang}.title`]: title,
  [`${lang}.slug`]: title.toLowerCase().replace(/\s+/g, '-'),
  [`${lang}.foreword`]: `${title} foreword`,
  [`${lang}.content`]: `<p>${title}</p>`,
  [`${lang}.meta_title`]: '',
  [`${lang}.meta_description`]: '',
});

describe('readValues', () => {
  it('reads every field of the kind as typed, absent ones as empty, CRLF as LF', () => {
    const values = readValues(
      'news',
      form({ 'fr.title': 'Été', 'fr.content': '<p>a</p>\r\n<p>b</p>', extra: 'x' }),
    );
    expect(Object.keys(values)).toEqual(fieldNames('news'));
    expect(values['fr.title']).toBe('Été');
    expect(values['fr.content']).toBe('<p>a</p>\n<p>b</p>');
    expect(values['nl.title']).toBe('');
    expect(values).not.toHaveProperty('extra');
  });
});

describe('checkValues', () => {
  it('builds a news body the contract accepts, keys of uploaded files included', () => {
    const values: ContentValues = {
      ...emptyValues('news', '2026-03-01'),
      ...newsTexts('fr', 'Nouveau vaccin'),
      ...newsTexts('nl', 'Nieuw vaccin'),
      ...newsTexts('en', 'New vaccine'),
      image: 'k_image_1234',
      published: 'on',
      date_start: '2026-03-01',
    };
    const checked = checkValues('news', values);
    expect(checked.ok).toBe(true);
    if (!checked.ok || checked.input.kind !== 'news') return;
    expect(checked.input.body).toMatchObject({
      date: '2026-03-01',
      image: 'k_image_1234',
      thumbnail: null,
      published: true,
      date_start: '2026-03-01',
      date_end: null,
    });
    expect(checked.input.body.translations.nl.slug).toBe('nieuw-vaccin');
    expect(cmsNewsInputSchema.safeParse(checked.input.body).success).toBe(true);
  });

  it('says each missing or wrong field, and keeps nothing from the body', () => {
    const values = {
      ...emptyValues('news', '2026-03-01'),
      ...newsTexts('fr', 'Titre'),
      'fr.slug': 'Pas Un Slug',
      'nl.meta_description': 'x'.repeat(256),
      date: '2026-02-30',
      date_start: '2026-05-01',
      date_end: '2026-04-01',
    };
    const checked = checkValues('news', values);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toMatchObject({
      'fr.slug': { code: 'invalid_slug' },
      'nl.title': { code: 'required' },
      'nl.slug': { code: 'required' },
      'nl.meta_description': { code: 'too_long', max: 255 },
      date: { code: 'invalid_date' },
      date_end: { code: 'end_before_start' },
    });
    expect(checked.problems).not.toHaveProperty('fr.title');
  });

  it('counts characters, not UTF-16 units', () => {
    const values = {
      ...emptyValues('pages', ''),
      ...newsTexts('fr', 'a'),
      'fr.meta_description': '😀'.repeat(255),
    };
    const checked = checkValues('pages', values);
    expect(checked.ok ? {} : checked.problems).not.toHaveProperty('fr.meta_description');
  });

  it('builds the other kinds’ bodies as the contract wants them', () => {
    const texts = (l: string) => newsTexts(l, `Titre ${l}`);
    const page = checkValues('pages', {
      ...emptyValues('pages', ''),
      ...texts('fr'),
      ...texts('nl'),
      ...texts('en'),
      group: 'legal',
      slots: 'footer',
      sequence: '3',
    });
    expect(page.ok && cmsPageInputSchema.strict().safeParse(page.input.body).success).toBe(true);

    const snippet = checkValues('snippets', {
      ...emptyValues('snippets', ''),
      code: 'service_hours',
      'fr.content': '<p>7h30</p>',
    });
    expect(snippet.ok && cmsSnippetInputSchema.safeParse(snippet.input.body).success).toBe(true);

    const banner = checkValues('banners', {
      ...emptyValues('banners', ''),
      'fr.content': '<p>Fermé</p>',
      'nl.content': '<p>Gesloten</p>',
      'en.content': '<p>Closed</p>',
      type: 'warning',
    });
    expect(banner.ok && cmsBannerInputSchema.safeParse(banner.input.body).success).toBe(true);

    const ad = checkValues('advertisements', {
      ...emptyValues('advertisements', ''),
      name: 'Printemps',
      site_url: 'https://example.be/spring',
    });
    expect(ad.ok && cmsAdvertisementInputSchema.safeParse(ad.input.body).success).toBe(true);
    if (ad.ok && ad.input.kind === 'advertisements')
      expect(ad.input.body).toMatchObject({ display_slot: 'bottom_right', display_time: -1 });
  });

  it('refuses a bad code, number, address and an empty banner', () => {
    const snippet = checkValues('snippets', { ...emptyValues('snippets', ''), code: 'Service Hours' });
    expect(snippet.ok ? {} : snippet.problems).toMatchObject({ code: { code: 'invalid_code' } });
    const ad = checkValues('advertisements', {
      ...emptyValues('advertisements', ''),
      name: 'x',
      display_time: '-2',
      site_url: 'javascript:alert(1)',
    });
    expect(ad.ok ? {} : ad.problems).toMatchObject({
      display_time: { code: 'invalid_number', min: -1, max: 3600 },
      site_url: { code: 'invalid_url' },
    });
    const banner = checkValues('banners', emptyValues('banners', ''));
    expect(banner.ok ? {} : banner.problems).toMatchObject({ 'fr.content': { code: 'required' } });
  });
});

describe('valuesOf', () => {
  it('shows a record in the form, with its files’ names', () => {
    const values = valuesOf('news', {
      translations: {
        fr: {
          title: 'T',
          slug: 't',
          foreword: 'f',
          content: '<p>c</p>',
          meta_title: '',
          meta_description: '',
        },
      },
      date: '2026-01-02',
      image: 'key_12345678',
      thumbnail: null,
      file: null,
      published: true,
      date_start: null,
      date_end: '2026-02-01',
      files: { key_12345678: { name: 'photo.png' } },
    });
    expect(values).toMatchObject({
      'fr.title': 'T',
      'fr.content': '<p>c</p>',
      'nl.title': '',
      date: '2026-01-02',
      image: 'key_12345678',
      image_name: 'photo.png',
      thumbnail: '',
      published: 'on',
      date_start: '',
      date_end: '2026-02-01',
    });
  });
});
