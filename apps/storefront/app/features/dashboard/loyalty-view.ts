import type { LoyaltyCardItem } from '@vetshop/contract';

/**
 * The days a loyalty card counts (spec doc 1 §5: a programme or card is valid only within its dates): the later
 * of the programme's and the card's first days, the earlier of their last days; null where both are open.
 */
export function cardValidity(card: Pick<LoyaltyCardItem, 'date_from' | 'date_to' | 'program'>): {
  from: string | null;
  to: string | null;
} {
  const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  const earlier = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));
  return {
    from: later(card.program.date_from, card.date_from),
    to: earlier(card.program.date_to, card.date_to),
  };
}

export interface PointsGauge {
  kind: 'points' | 'accrued';
  value: number;
  max: number;
}

/**
 * The card's points as gauges: the points collected of the most it can hold, then those earned for good of
 * theirs. A gauge whose maximum is 0 says nothing (a year-end rebate counts euros, not points) and is left out;
 * a value is never drawn beyond its maximum.
 */
export function pointsGauges(
  card: Pick<LoyaltyCardItem, 'points' | 'max_points' | 'accrued_points' | 'max_accrued_points'>,
): PointsGauge[] {
  const gauges: PointsGauge[] = [];
  if (card.max_points > 0)
    gauges.push({
      kind: 'points',
      value: Math.max(0, Math.min(card.points, card.max_points)),
      max: card.max_points,
    });
  if (card.max_accrued_points > 0)
    gauges.push({
      kind: 'accrued',
      value: Math.max(0, Math.min(card.accrued_points, card.max_accrued_points)),
      max: card.max_accrued_points,
    });
  return gauges;
}

/** The programme's rules by sequence (spec doc 2 §10: loyalty rules sorted by sequence), whatever the order sent. */
export function rulesBySequence<R extends { id: number; sequence: number }>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** A rule's colour as the SVG swatch may draw it: only `#rgb`/`#rrggbb`, anything else a neutral grey. */
export function swatchColor(color: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : '#767676';
}
