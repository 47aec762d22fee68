/**
 * The did-you-mean link of the search page (issue 20 item 4). The back office's `corrected_query` is the
 * query with each word the catalogue does not know replaced by the vocabulary word one typo away — set only
 * then, so the query as typed finds nothing by itself (its results are the correction's). It is offered
 * unless it is the query itself, which the normalisation (case, spaces) alone can make it look like.
 */
export function didYouMean(q: string | undefined, correctedQuery: string | null | undefined): string | null {
  if (!correctedQuery) return null;
  const typed = (q ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return correctedQuery.toLocaleLowerCase() === typed ? null : correctedQuery;
}

/** Stands for the link in the message it is cut out of ('Vouliez-vous dire {q} ?'); never typed by anyone. */
export const LINK_MARK = '\u0000';
