import { robotsLoader } from '../features/sitemap/index.server';

export const loader = robotsLoader;
