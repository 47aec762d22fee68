import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, localized } from './common';
import { customers, users } from './customers';
import { countries } from './reference';

/** The contact form's subjects (a reference list, spec §3 `lead_subjects`), named in each shop language. */
export const leadSubjects = pgTable('lead_subjects', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
  sequence: integer('sequence').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A contact request (spec §3 Contact / lead request) from a guest or a buyer (then linked to their customer).
 * handled_at / handled_by: a member of staff marked it dealt with.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => leadSubjects.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    company: text('company').notNull().default(''),
    street: text('street').notNull().default(''),
    street2: text('street2').notNull().default(''),
    zip: text('zip').notNull().default(''),
    city: text('city').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id),
    description: text('description').notNull(),
    /** The language the requester wrote in (their acknowledgement mail's). */
    locale: text('locale').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: integer('handled_by').references(() => users.id),
    /**
     * The address the request came from (as the sign-in throttle reads it) and whether an acknowledgement was
     * mailed: the acknowledgement limits per address and per recipient (issue 17 §4) count these rows, so they
     * hold across back-office processes.
     */
    clientAddress: text('client_address'),
    acknowledged: boolean('acknowledged').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_handled_idx').on(t.handledAt, t.id),
    index('leads_subject_idx').on(t.subjectId),
    index('leads_ack_email_idx').on(t.email, t.createdAt),
    index('leads_ack_address_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** A lead's attachment: the bytes live in the file store under file_key (never derived from the file name). */
export const leadFiles = pgTable(
  'lead_files',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_files_lead_idx').on(t.leadId)],
);

/**
 * A generic form (spec §3 Form): its definition and options as JSON (the fields, their types, limits and
 * options; labels in each shop language), rendered by one form component and checked again on the server.
 */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
  definition: text('definition').notNull(),
  options: text('options').notNull().default('{}'),
  sequence: integer('sequence').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** One submission of a generic form: the checked values, as the definition named them. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    values: jsonb('values').$type<Record<string, string | boolean>>().notNull(),
    locale: text('locale').notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: integer('handled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.id)],
);
