/** Standard orders, server side: loaders, actions and their back-office calls. */
export { loadWishlistsPage, wishlistsAction } from './wishlists-page.server';
export { loadWishlistPage, wishlistAction } from './wishlist-page.server';
export { loadWishlistChoices, wishlistPopinAction } from './popin.server';
export { loadWishlistAddPage, wishlistAddPageAction } from './add-page.server';
