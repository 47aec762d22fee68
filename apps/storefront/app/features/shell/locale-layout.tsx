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
    // A staff account has no customer, hence no cart: its engine stays a guest's (no sync, no "unreachable"
    // notice from the back office's 403 on every staff page).
    <CartProvider userKey={user && !user.isStaff ? user.login : null}>
      <AlternateLinks origin={origin} />
      <Header user={user} categories={categories} />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </CartProvider>
  );
}
