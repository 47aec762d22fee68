import type { Locale } from '@vetshop/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { renderTextPdf } from '../documents';
import { renderProductImage, type ImageSize } from './product-image';
import * as repo from './repository';

/** A product picture; an unknown code still gets one (initials from the code). */
export async function productPicture(
  ctx: AppContext,
  code: string,
  n: number,
  size: ImageSize,
): Promise<string> {
  const product = await repo.productNames(ctx.db, code);
  return renderProductImage(`${code}/${n}`, size, product?.name.fr);
}

/** The picture of a category or a brand (`<code>.svg`); 404 when there is no such code. */
export async function referencePicture(
  ctx: AppContext,
  kind: 'categories' | 'brands',
  file: string,
): Promise<string> {
  const code = /^(.+)\.svg$/.exec(file)?.[1];
  if (!code || !(await repo.referenceCodeExists(ctx.db, kind, code))) throw notFound();
  return renderProductImage(`${kind}/${code}`, 'medium');
}

/** A product's notice or sheet (`<code>-<locale>.pdf`) in that language; 404 for an unknown product. */
export async function productDocument(
  ctx: AppContext,
  kind: 'notices' | 'sheets',
  file: string,
): Promise<Buffer> {
  const match = /^(.+)-(fr|nl|en)\.pdf$/.exec(file);
  const product = match ? await repo.productDocumentFacts(ctx.db, match[1]!) : null;
  if (!match || !product) throw notFound();
  const lang = match[2] as Locale;
  const principle = product.activePrinciple?.[lang];
  const heading = translate(kind === 'notices' ? 'media_notice' : 'media_sheet', lang);
  return renderTextPdf(
    `${heading} — ${product.name[lang]}`,
    [
      ...(principle ? [`${translate('media_active_principle', lang)} : ${principle}`] : []),
      translate('media_demo_document', lang),
    ],
    lang,
  );
}
