import { bundle } from './bundle';

/** Cart, offline status, checkout and order history. */
export const cart = bundle({
  fr: {
    'cart.title': 'Panier',
  },
  nl: {
    'cart.title': 'Winkelmandje',
  },
  en: {
    'cart.title': 'Cart',
  },
});
