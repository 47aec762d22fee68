/**
 * What staff read of a mail in the outbox: the same text, but the single-use tokens of its links (set a
 * password, reset it, validate an e-mail — issue 11 §4) replaced by '…'. The outbox must keep them to send the
 * mail; a staff member reading it must not be able to open the applicant's account with them.
 */
export function redactLinkTokens(body: string): string {
  return body.replace(/([?&](?:amp;)?token=)[A-Za-z0-9_%-]+/g, '$1…');
}
