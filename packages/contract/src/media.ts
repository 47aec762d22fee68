import { z } from 'zod';

// The demo catalogue's pictures and documents (GET /media/...): generated on request, immutable, cached a year.

export const MEDIA_PICTURE_FILES = ['small.svg', 'medium.svg', 'large.svg', 'xlarge.svg'] as const;
export const MEDIA_KINDS = ['categories', 'brands', 'notices', 'sheets'] as const;

/** A product's n-th picture in one size: `/media/products/<code>/<n>/<size>.svg`. */
export const mediaProductPictureParamsSchema = z.object({
  code: z.string().regex(/^[\w-]{1,64}$/),
  n: z.coerce.number().int().min(0).max(50),
  file: z.enum(MEDIA_PICTURE_FILES),
});

/** A category's or brand's picture (`<code>.svg`), a product's notice or sheet (`<code>-<locale>.pdf`). */
export const mediaFileParamsSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  file: z.string().regex(/^[\w-]{1,80}\.(svg|pdf)$/),
});

export const mediaPictureSchema = z.string().describe('An SVG picture');
export const mediaFileSchema = z
  .string()
  .describe('An SVG picture (categories, brands) or a PDF (notices, sheets)');
