import { SMALL_AD_FILE_MAX_BYTES } from '@vetshop/domain';
import { data } from 'react-router';
import { formOf, readAtMost } from '../../lib/body-limit.server';
import { assertSameOrigin, mediaType, type MutationRefusal } from '../../lib/mutation-guard.server';

/**
 * The ad form's body: multipart with the PDF (readForm's 1 MB limit is for forms without files). Read up to
 * twice the document's limit, so that a file somewhat too large is still parsed and refused at its field with
 * everything typed kept; beyond that the request is a 413 page (never read whole).
 */
export const AD_FORM_BODY_LIMIT = 2 * SMALL_AD_FILE_MAX_BYTES + 256 * 1024;

export async function readAdForm(request: Request): Promise<FormData> {
  assertSameOrigin(request);
  const type = mediaType(request);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded')
    throw data({ reason: 'not_a_form' satisfies MutationRefusal }, { status: 415 });
  const body = await readAtMost(request, AD_FORM_BODY_LIMIT);
  if (body === 'too_large') throw data({ reason: 'too_large' satisfies MutationRefusal }, { status: 413 });
  try {
    return await formOf(request, body);
  } catch {
    throw data({ reason: 'not_a_form' satisfies MutationRefusal }, { status: 400 });
  }
}
