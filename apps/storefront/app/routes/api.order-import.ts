import { orderImportAction, orderImportLoader } from '../features/order-import/index.server';

export const action = orderImportAction;
export const loader = orderImportLoader;
