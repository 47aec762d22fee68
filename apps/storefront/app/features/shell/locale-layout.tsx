import type { CategorySummary } from '@vetshop/contract';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../lib/session.server';
import { CartProvider } from '../cart';
import { Footer, Header } from './header';
import { AlternateLinks } from './locale-switch';
import { useHeadingFocus } from './heading-focus';

/** The frame of every page under /:locale: the cart engine, the header, the page, the footer. */
export function LocaleLayout({
  user,
  categories,
  origin,
  children,
}: {
  user: SessionUser | null;
  categories: CategorySummary[];
  origin: string;
  children: ReactNode;
}) {
  useHeadingFocus();
  return (
    <CartProvider userKey={user?.login ?? null}>
      <AlternateLinks origin={origin} />
      <Header user={user} categories={categories} />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </CartProvider>
  );
}
