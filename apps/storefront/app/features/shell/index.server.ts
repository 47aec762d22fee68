export { loadLocaleLayout } from './locale-layout.server';
