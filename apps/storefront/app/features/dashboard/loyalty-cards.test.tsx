// @vitest-environment happy-dom
import type { LoyaltyCardItem } from '@vetshop/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale, RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { LoyaltyCards } from './loyalty-cards';

afterEach(cleanup);

function renderCards(cards: LoyaltyCardItem[], locale: Locale) {
  const i18n: RootI18nData = { locale };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => i18n,
        children: [{ index: true, Component: () => <LoyaltyCards cards={cards} /> }],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: i18n } } },
  );
  render(<RouterProvider router={router} />);
}

const club: LoyaltyCardItem = {
  id: 7,
  points: 340,
  accrued_points: 200,
  max_points: 1000,
  max_accrued_points: 600,
  date_from: null,
  date_to: '2026-06-30',
  program: {
    id: 3,
    name: 'Club Nutrition',
    program_type: 'points',
    date_from: '2026-01-01',
    date_to: '2026-12-31',
    time_frame: { gte: '2026-01-01', lte: '2026-12-31' },
    // Sent out of order: shown by sequence.
    rules: [
      { id: 12, name: 'Aliments humides', program_id: 3, sequence: 2, color: '#0e7490' },
      { id: 11, name: 'Aliments secs', program_id: 3, sequence: 1, color: '#b45309' },
    ],
  },
  year_end_rebate: null,
};

const rebate: LoyaltyCardItem = {
  ...club,
  id: 8,
  points: 0,
  accrued_points: 0,
  max_points: 0,
  max_accrued_points: 0,
  date_to: null,
  program: {
    ...club.program,
    id: 4,
    name: 'Remise de fin d’année 2026',
    program_type: 'rfa',
    rules: [{ id: 20, name: 'Médicaments', program_id: 4, sequence: 1, color: '#1d6fa5' }],
  },
  year_end_rebate: {
    pending_order_amount: 0,
    total_acquired: 11_000,
    min: 2_500,
    max: 40_000,
    accrued: 110,
    potential: 110,
    rate_bp: 100,
    next_tier: { from: 15_000, rate_bp: 200, missing: 4_000 },
    tiers: [],
  },
};

describe('the loyalty cards of the dashboard', () => {
  it('gives each programme a region named by its heading, with its type, dates, points in words and rules in order', async () => {
    renderCards([rebate, club], 'fr');
    const card = await screen.findByRole('region', { name: 'Club Nutrition' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Club Nutrition' })).toBeTruthy();
    // The card ends before its programme: the days it counts are the card's.
    expect(card.textContent).toContain('Programme à points · Valable du 1 janvier 2026 au 30 juin 2026');
    const points = within(card).getByRole('progressbar', { name: /^Points : 340 sur 1\s000$/ });
    expect(points.getAttribute('value')).toBe('340');
    expect(points.getAttribute('max')).toBe('1000');
    expect(within(card).getByRole('progressbar', { name: 'Points acquis : 200 sur 600' })).toBeTruthy();
    const rules = within(card).getByRole('list', { name: 'Règles du programme' });
    expect(rules.tagName).toBe('OL');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Aliments secs', 'Aliments humides']);
    // Each colour is drawn next to its name, hidden from assistive technology (the name says the rule).
    const swatch = within(rules).getAllByRole('listitem')[0]!.querySelector('svg');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect(swatch?.querySelector('rect')?.getAttribute('fill')).toBe('#b45309');
  });

  it('a year-end rebate shows its amounts and the next tier, and no points gauge when it counts none', async () => {
    renderCards([rebate], 'fr');
    const card = await screen.findByRole('region', { name: 'Remise de fin d’année 2026' });
    expect(card.textContent).toContain(
      'Remise de fin d’année · Valable du 1 janvier 2026 au 31 décembre 2026',
    );
    expect(within(card).getByTestId('rebate-accrued').textContent).toMatch(/^110,00\s€ \(1\s%\)$/);
    const bars = within(card).getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect(
      within(card).getByRole('progressbar', { name: /^Encore 4\s000,00\s€ d’achats pour passer à 2\s%$/ }),
    ).toBe(bars[0]);
    expect(card.textContent).not.toContain('Points');
  });

  it('speaks Dutch and English too', async () => {
    renderCards([club], 'nl');
    const nl = await screen.findByRole('region', { name: 'Club Nutrition' });
    expect(within(nl).getByRole('progressbar', { name: /^Punten: 340 van 1\.000$/ })).toBeTruthy();
    expect(nl.textContent).toContain('Puntenprogramma');
    cleanup();
    renderCards([club], 'en');
    const en = await screen.findByRole('region', { name: 'Club Nutrition' });
    expect(within(en).getByRole('progressbar', { name: 'Points earned: 200 of 600' })).toBeTruthy();
    expect(within(en).getByRole('list', { name: 'Program rules' })).toBeTruthy();
  });

  it('shows nothing without a card valid today', async () => {
    renderCards([], 'fr');
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
