import { cartSyncAction, cartSyncLoader } from '../features/cart/index.server';

export const action = cartSyncAction;
export const loader = cartSyncLoader;
