import type { Page } from '@playwright/test';
import { CartPage } from './cart-page';
import { CategoryPage } from './category-page';
import { CheckoutPage } from './checkout-page';
import { Header } from './header';
import { LoginPage } from './login-page';
import { LogoutPage } from './logout-page';
import { NotFoundPage } from './not-found-page';
import { Notices } from './notices';
import { ProductPage } from './product-page';
import { SalesPage } from './sales-page';
import { SearchPage } from './search-page';
import { Totals } from './totals';

export {
  CartPage,
  CategoryPage,
  CheckoutPage,
  Header,
  LoginPage,
  LogoutPage,
  NotFoundPage,
  Notices,
  ProductPage,
  SalesPage,
  SearchPage,
  Totals,
};

/** Every page object, on one tab. */
export interface ShopPages {
  cartPage: CartPage;
  categoryPage: CategoryPage;
  checkoutPage: CheckoutPage;
  header: Header;
  loginPage: LoginPage;
  logoutPage: LogoutPage;
  notFoundPage: NotFoundPage;
  notices: Notices;
  productPage: ProductPage;
  salesPage: SalesPage;
  searchPage: SearchPage;
  totals: Totals;
}

/** The page objects of a tab the test opens itself (a second tab, another buyer's browser). */
export function pagesOf(page: Page): ShopPages {
  return {
    cartPage: new CartPage(page),
    categoryPage: new CategoryPage(page),
    checkoutPage: new CheckoutPage(page),
    header: new Header(page),
    loginPage: new LoginPage(page),
    logoutPage: new LogoutPage(page),
    notFoundPage: new NotFoundPage(page),
    notices: new Notices(page),
    productPage: new ProductPage(page),
    salesPage: new SalesPage(page),
    searchPage: new SearchPage(page),
    totals: new Totals(page),
  };
}
