import { lineVariantsLoader } from '../features/cart/index.server';

export const loader = lineVariantsLoader;
