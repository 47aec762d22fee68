import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPES,
  DEFAULT_ADDRESS_TYPE,
  DOCUMENT_TYPES,
  IMAGE_SIZES,
  QUOTATION_STATES,
  SALE_CHANNELS,
  SEARCH_SORTS,
  SMALL_AD_CATEGORIES,
  SMALL_AD_REGIONS,
  SMALL_AD_STATES,
  STOCK_DISPLAYS,
  STOCK_STATES,
} from './enums';

// The union types are derived from these arrays, so a changed value would typecheck: the spec's lists are pinned here.
describe('spec value lists', () => {
  it('match spec doc 1 §3 and §4', () => {
    expect({
      STOCK_STATES,
      STOCK_DISPLAYS,
      SEARCH_SORTS,
      SALE_CHANNELS,
      ADDRESS_TYPES,
      DEFAULT_ADDRESS_TYPE,
      QUOTATION_STATES,
      SMALL_AD_STATES,
      SMALL_AD_CATEGORIES,
      SMALL_AD_REGIONS,
      DOCUMENT_TYPES,
    }).toEqual({
      STOCK_STATES: ['in_stock', 'in_limited_stock', 'resupplying', 'out_of_stock', 'supplier_out_of_stock'],
      STOCK_DISPLAYS: ['in_stock', 'no_stock'],
      SEARCH_SORTS: [
        'relevance',
        'name_asc',
        'name_desc',
        'indicated_price_asc',
        'indicated_price_desc',
        'price_asc',
        'price_desc',
      ],
      SALE_CHANNELS: ['fax', 'mail', 'phone', 'web'],
      ADDRESS_TYPES: ['invoicing', 'delivery'],
      DEFAULT_ADDRESS_TYPE: 'delivery',
      QUOTATION_STATES: ['draft', 'customer_request', 'waiting_acceptation', 'accepted', 'cancel'],
      SMALL_AD_STATES: ['draft', 'pending', 'published', 'cancel'],
      SMALL_AD_CATEGORIES: ['animals', 'clientele', 'employment', 'equipment', 'misc'],
      SMALL_AD_REGIONS: ['BBR', 'VAN', 'VBR', 'VLI', 'VOV', 'VWV', 'WBR', 'WHT', 'WLG', 'WLX', 'WNA'],
      DOCUMENT_TYPES: ['order', 'delivery_note', 'invoice', 'credit_note', 'pricelist', 'discount'],
    });
  });

  it('match spec doc 1 §3 "images"', () => {
    expect(IMAGE_SIZES).toEqual(['small', 'medium', 'large', 'xlarge']);
  });
});
