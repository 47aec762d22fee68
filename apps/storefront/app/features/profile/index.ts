/** Profile and addresses (/account/profile). Routes import only this file (and index.server.ts). */
export { ProfilePage } from './profile-page';
