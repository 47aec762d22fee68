import { loadWishlistChoices, wishlistPopinAction } from '../features/wishlists/index.server';

// The product page's standard-order popin and the cart's "save as standard order": JSON, no page.
export const loader = loadWishlistChoices;
export const action = wishlistPopinAction;
