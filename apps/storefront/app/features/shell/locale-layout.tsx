import type { CategorySummary } from '@vetshop/contract';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../lib/session.server';
import { CartProvider } from '../cart';
import { Advertisement, advertisementsFor, InfoBanners, type SiteContent } from '../content';
import { Footer, Header } from './header';
import { AlternateLinks } from './locale-switch';
import { useHeadingFocus } from './heading-focus';

/** The frame of every page under /:locale: the cart engine, the header, info banners, the page, advertisements, the footer. */
export function LocaleLayout({
  user,
  categories,
  content,
  origin,
  children,
}: {
  user: SessionUser | null;
  categories: CategorySummary[];
  content: SiteContent;
  origin: string;
  children: ReactNode;
}) {
  useHeadingFocus();
  const ads = advertisementsFor(user, content.advertisements);
  return (
    // A staff account, or a login without a customer (auth/register: no role), has no cart: its engine stays a
    // guest's (no sync, no "unreachable" notice from the back office's 403 on every page).
    <CartProvider userKey={user && !user.isStaff && user.role !== null ? user.login : null}>
      <AlternateLinks origin={origin} />
      <Header user={user} categories={categories} />
      <InfoBanners banners={content.banners} />
      <main id="main" className="page" tabIndex={-1}>
        <Advertisement ads={ads} slot="top" />
        {children}
      </main>
      {/* After the page, in the reading order and on screen: never over its content (in a corner of the window
          only where the window leaves room beside the page, see content/frame.css). */}
      <div className="advertisement-corners">
        <Advertisement ads={ads} slot="bottom_left" />
        <Advertisement ads={ads} slot="bottom_right" />
      </div>
      <Footer content={content} />
    </CartProvider>
  );
}
