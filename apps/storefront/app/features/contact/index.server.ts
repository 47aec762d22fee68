/** The contact form and the generic forms, server side: loaders, actions and their back-office calls. */
export { contactAction, loadContactPage } from './contact-page.server';
export { genericFormAction, loadGenericFormPage } from './generic-form-page.server';
