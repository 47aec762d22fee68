import { autocompleteLoader } from '../features/search/index.server';

export const loader = autocompleteLoader;
