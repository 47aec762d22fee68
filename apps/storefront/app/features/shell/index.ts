export { Footer, Header } from './header';
export { LoadingBar } from './loading-bar';
export { AlternateLinks } from './locale-switch';
export { RouteError } from './route-error';
export { ServiceWorker } from './service-worker';
export { LocaleLayout } from './locale-layout';
