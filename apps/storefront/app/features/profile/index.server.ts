/** Profile and addresses, server side: the page's loader and action (back-office calls). */
export { loadProfilePage, profilePageAction } from './profile-page.server';
