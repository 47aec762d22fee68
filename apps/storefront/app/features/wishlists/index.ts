/**
 * Standard orders (wishlists, issue 10 §2): the list of lists, one list, the product page's popin, the cart's
 * "save as standard order" and the home's picker. Routes and other features import only this file (and
 * index.server.ts).
 */
export { WishlistsPage } from './wishlists-page';
export { WishlistPage } from './wishlist-page';
export { WishlistPopin } from './wishlist-popin';
export { SaveCartAsWishlist } from './save-cart-as-wishlist';
export { WishlistPicker } from './wishlist-picker';
export { WishlistAddPage } from './add-page';
