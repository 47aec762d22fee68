// @vitest-environment happy-dom
/** The small-ad form: the body's counter (shown, and announced politely once typing pauses), values kept. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootI18nData } from '../../i18n';
import '../../i18n/catalogues.server';
import { AdForm } from './ad-form';
import { EMPTY_VALUES } from './ad-form-fields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ENGLISH: RootI18nData = { locale: 'en' };

function renderPage(element: ReactNode) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ENGLISH, children: [{ index: true, Component: () => element }] }],
    { initialEntries: ['/'], hydrationData: { loaderData: { root: ENGLISH } } },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AdForm', () => {
  it('counts the characters left as the body is typed and announces the count once typing pauses', () => {
    vi.useFakeTimers();
    renderPage(
      <AdForm
        ad={null}
        values={{ ...EMPTY_VALUES, body: 'Hello' }}
        errors={{}}
        fileDelete={false}
        fileDropped={false}
        confirmSave={false}
        summary={null}
      />,
    );
    const body = screen.getByLabelText(/^Text of the ad/);
    expect(document.getElementById('ad-body-counter')?.textContent).toBe('495 characters left');
    expect(body.getAttribute('aria-describedby')).toContain('ad-body-counter');
    const live = screen.getByTestId('small-ad-counter-live');
    expect(live.getAttribute('aria-live')).toBe('polite');
    // The page's own text is not announced.
    act(() => void vi.advanceTimersByTime(2_000));
    expect(live.textContent).toBe('');
    fireEvent.change(body, { target: { value: 'x'.repeat(499) } });
    expect(document.getElementById('ad-body-counter')?.textContent).toBe('1 character left');
    expect(live.textContent).toBe('');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(live.textContent).toBe('1 character left');
    fireEvent.change(body, { target: { value: 'x'.repeat(503) } });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(live.textContent).toBe('3 characters too many');
  });

  it('shows what was typed with each field’s error, and asks for the file again', () => {
    renderPage(
      <AdForm
        ad={null}
        values={{ ...EMPTY_VALUES, name: 'Locum', dateStart: '31/02/2027', region: 'WLG' }}
        errors={{ dateStart: 'Write a date that exists' }}
        fileDelete={false}
        fileDropped
        confirmSave={false}
        summary={<p role="alert">The ad was not saved</p>}
      />,
    );
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Locum');
    const start = screen.getByLabelText(/^Start date/) as HTMLInputElement;
    expect(start.value).toBe('31/02/2027');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(start.getAttribute('inputmode')).toBe('numeric');
    expect(start.getAttribute('aria-describedby')).toBe('ad-dateStart-error ad-date-hint');
    expect((screen.getByLabelText(/^Region/) as HTMLSelectElement).value).toBe('WLG');
    expect(screen.getByLabelText('PDF document').getAttribute('accept')).toBe('application/pdf');
    expect(screen.getByTestId('small-ad-file-again').textContent).toBe(
      'The chosen file was not saved: choose it again.',
    );
    expect(screen.getByRole('button', { name: 'Save the draft' })).toBeTruthy();
  });

  it('judges a chosen file by its bytes at once, and forgets the previous refusal once another is chosen', async () => {
    renderPage(
      <AdForm
        ad={null}
        values={EMPTY_VALUES}
        errors={{ file: 'The file cannot be larger than 5 MB' }}
        fileDelete={false}
        fileDropped
        confirmSave={false}
        summary={null}
      />,
    );
    const input = screen.getByLabelText('PDF document') as HTMLInputElement;
    expect(document.getElementById('ad-file-error')?.textContent).toBe('The file cannot be larger than 5 MB');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d])], 'scan.pdf', {
      type: 'application/pdf',
    });
    await act(async () => {
      fireEvent.change(input, { target: { files: [png] } });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(document.getElementById('ad-file-error')?.textContent).toBe('The document must be a PDF file.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('small-ad-file-again')).toBeNull();
    const pdf = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [pdf] } });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(document.getElementById('ad-file-error')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
