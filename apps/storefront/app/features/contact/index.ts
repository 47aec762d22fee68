/**
 * The contact form (/contact, /contact-success) and the generic forms (/form/{code}), issue 11 §3. Routes import
 * only this file (and index.server.ts).
 */
export { ContactPage, ContactSuccessPage } from './contact-page';
export { GenericFormPage } from './generic-form-page';
