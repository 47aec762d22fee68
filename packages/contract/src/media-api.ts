import type { EndpointSpec } from './endpoint';
import {
  mediaFileParamsSchema,
  mediaFileSchema,
  mediaPictureSchema,
  mediaProductPictureParamsSchema,
} from './media';

/**
 * The demo catalogue's pictures and documents, which the search index's URLs point at: public, generated on
 * request, immutable (cached for a year). The storefront links to them; it does not call them.
 */
export const mediaApi = {
  'media.productPicture': {
    method: 'GET',
    base: 'erp',
    path: '/media/products/:code/:n/:file',
    params: mediaProductPictureParamsSchema,
    response: mediaPictureSchema,
    summary: "A product's n-th picture in one size (SVG); an unknown code still gets one, from the code",
  },
  'media.file': {
    method: 'GET',
    base: 'erp',
    path: '/media/:kind/:file',
    params: mediaFileParamsSchema,
    response: mediaFileSchema,
    summary:
      "A category's or brand's picture (<code>.svg) or a product's notice or sheet in a language " +
      '(<code>-<fr|nl|en>.pdf, inline); 404 for an unknown code',
    errors: [404],
  },
} as const satisfies Record<string, EndpointSpec>;
