/** A line's identity: its product and its options, compared deeply (domain optionsKey). */
import { optionsKey, type LineOptions } from '@vetshop/domain';

export function lineKey(productId: number, options: LineOptions | undefined): string {
  return `${productId}|${optionsKey(options)}`;
}

/** The ERP and the browser disagree on how to say "no options": null, absent and {} are all null here. */
export function normalizeOptions(options: LineOptions | undefined): LineOptions {
  return options && Object.keys(options).length > 0 ? options : null;
}
