// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { Advertisement } from './advertisement';
import type { SiteAdvertisement } from './site-content';

afterEach(cleanup);

const ENGLISH: RootI18nData = { locale: 'en' };

function renderAd(ad: SiteAdvertisement) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ENGLISH,
        children: [{ index: true, Component: () => <Advertisement ads={[ad]} slot="top" /> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

const ad = (image: SiteAdvertisement['image']): SiteAdvertisement => ({
  id: 7,
  name: 'Congress',
  slot: 'top',
  displayTime: -1,
  date_start: null,
  date_end: null,
  href: 'https://example.org/congress',
  image,
});

describe('advertisement image', () => {
  it('carries its width and height when known: the browser keeps its place before it arrives', async () => {
    renderAd(ad({ src: '/cms/files/abc', alt: 'Congress 2027', width: 480, height: 270 }));
    const img = await screen.findByRole('img', { name: 'Congress 2027' });
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('270');
  });

  it('has no made-up size when the back office does not know it', async () => {
    renderAd(ad({ src: '/cms/files/abc', alt: 'Congress 2027', width: null, height: null }));
    const img = await screen.findByRole('img', { name: 'Congress 2027' });
    expect(img.hasAttribute('width')).toBe(false);
    expect(img.hasAttribute('height')).toBe(false);
  });
});
