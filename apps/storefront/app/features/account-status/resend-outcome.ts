/** The query flag the "send the link again" action redirects back with, and what it can say. */
export const RESEND_FLAG = 'validation-link';
export type ResendOutcome = 'sent' | 'throttled' | 'failed';
