import type { CategoryNode } from '@vetshop/contract';
import { describe, expect, it } from 'vitest';
import '../../i18n/catalogues.server';
import { categoryAlternates, categoryPaths, productAlternates, seoMeta } from './seo';

const node = (id: number, url_key: string, childs: CategoryNode[] = []): CategoryNode => ({
  id,
  url_key,
  childs,
  name: url_key,
  level: 0,
  image_url: null,
  sequence: id,
});

/** What a route's meta gets that the title needs: the root's data (the page's language and messages). */
const FRENCH_PAGE = { matches: [{ data: { locale: 'fr' } }] };

describe('seoMeta', () => {
  it('renders title, description, keywords, canonical and Open Graph', () => {
    const meta = seoMeta(
      {
        title: 'Fiprozen | Vetrion',
        description: 'Pipettes',
        keywords: 'fipronil',
        canonical: 'https://shop.test/fr/p/fiprozen-2',
        image: 'https://shop.test/media/products/VS-000002/1/large.svg',
        type: 'product',
        locale: 'fr',
      },
      FRENCH_PAGE,
    );
    // The document title has the site name at its end (lib/page-title); link previews have it apart.
    expect(meta).toContainEqual({ title: 'Fiprozen | Vetrion — Vetshop' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Fiprozen | Vetrion' });
    expect(meta).toContainEqual({ property: 'og:site_name', content: 'Vetshop' });
    expect(meta).toContainEqual({ name: 'description', content: 'Pipettes' });
    expect(meta).toContainEqual({ name: 'keywords', content: 'fipronil' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.test/fr/p/fiprozen-2',
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'fr_BE' });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://shop.test/media/products/VS-000002/1/large.svg',
    });
  });

  it('a page that failed has its error screen’s title', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(seoMeta(undefined, { ...FRENCH_PAGE, error: notFound })).toEqual([
      { title: '404 - Page non trouvée — Vetshop' },
    ]);
  });

  it('a title written with the site name ("Antibiotiques | Vetshop") has it once, in the one form', () => {
    const meta = seoMeta(
      { title: 'Antibiotiques | Vetshop', canonical: 'https://shop.test/fr/c/antibiotiques', locale: 'fr' },
      FRENCH_PAGE,
    );
    expect(meta).toContainEqual({ title: 'Antibiotiques — Vetshop' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Antibiotiques' });
  });
});

describe('category paths and alternates', () => {
  const tree = [node(1, 'medicaments-1', [node(4, 'antibiotiques-2', [node(30, 'penicillines-3')])])];
  it('gives every category its full path', () => {
    const paths = categoryPaths(tree);
    expect(paths.get(30)).toEqual(['medicaments-1', 'antibiotiques-2', 'penicillines-3']);
    expect(paths.get(1)).toEqual(['medicaments-1']);
  });

  it('builds each language path, falling back to the translated key alone', () => {
    const nlTree = [node(1, 'geneesmiddelen-1', [node(4, 'antibiotica-2', [node(30, 'penicillines-3')])])];
    expect(
      categoryAlternates(
        30,
        { fr: 'penicillines-3', nl: 'penicillines-3', en: 'penicillins-3' },
        { fr: categoryPaths(tree), nl: categoryPaths(nlTree) },
        '?page=2',
      ),
    ).toEqual({
      fr: '/fr/c/medicaments-1/antibiotiques-2/penicillines-3?page=2',
      nl: '/nl/c/geneesmiddelen-1/antibiotica-2/penicillines-3?page=2',
      en: '/en/c/penicillins-3?page=2',
    });
  });

  it('builds the product page in each language with its variant', () => {
    expect(productAlternates({ fr: 'a-1', nl: 'b-1', en: 'c-1' }, 7)).toEqual({
      fr: '/fr/p/a-1?variant=7',
      nl: '/nl/p/b-1?variant=7',
      en: '/en/p/c-1?variant=7',
    });
  });
});
