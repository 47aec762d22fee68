// @vitest-environment happy-dom
/**
 * The content editor's rich-text field (issue 11 §2): without JavaScript the textarea of HTML is the editor; once
 * hydrated, a toolbar (one Tab stop, arrows, aria-pressed, labels in the page's language) over an editable area
 * that writes its HTML into the same textarea, and a source view whose HTML never runs in the staff's page.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/catalogues.server';
import { RichTextEditor } from './rich-text-editor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

function Editor({ value = '<p>Hello</p>' }: { value?: string }) {
  return (
    <form>
      <RichTextEditor
        id="content-fr-content"
        name="fr.content"
        label="Content (FR)"
        defaultValue={value}
        lang="fr"
        images={[]}
        onUploaded={() => {}}
        uploadUrl="/en/staff/content/uploads"
      />
    </form>
  );
}

const routes = (value?: string) => [
  {
    id: 'root',
    path: '/',
    loader: () => ({ locale: 'en' }),
    HydrateFallback: () => null,
    Component: () => <Editor value={value} />,
  },
];

async function hydrated(value?: string) {
  render(<RouterProvider router={createMemoryRouter(routes(value), { initialEntries: ['/'] })} />);
  await screen.findByRole('toolbar');
  const area = screen.getByRole('textbox', { name: 'Content (FR)' });
  // The area is filled from the textarea by an effect once hydrated.
  await waitFor(() => expect(area.innerHTML).not.toBe(''));
  return {
    textarea: document.querySelector<HTMLTextAreaElement>('textarea[name="fr.content"]')!,
    area,
  };
}

describe('RichTextEditor', () => {
  it('is the textarea of HTML alone in the server’s page (no JavaScript needed)', async () => {
    const handler = createStaticHandler(routes('<p>Hi &amp; bye</p>'));
    const context = await handler.query(new Request('http://shop.test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    expect(html).toMatch(/<label[^>]*for="content-fr-content"[^>]*>Content \(FR\)<\/label>/);
    expect(html).toMatch(
      /<textarea[^>]*name="fr.content"[^>]*>&lt;p&gt;Hi &amp;amp; bye&lt;\/p&gt;<\/textarea>/,
    );
    expect(html).not.toContain('role="toolbar"');
    expect(html).not.toContain('contenteditable');
  });

  it('once hydrated, shows a labelled toolbar with one Tab stop over the editable area', async () => {
    const { textarea, area } = await hydrated();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting: Content (FR)' });
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Paragraph',
      'Heading level 2',
      'Heading level 3',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Image',
      'Undo the last change',
      'Edit the HTML',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Link' }).hasAttribute('aria-pressed')).toBe(false);
    expect(textarea.hidden).toBe(true);
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.innerHTML).toBe('<p>Hello</p>');
  });

  it('moves along the toolbar with the arrows, wrapping, and Home/End', async () => {
    await hydrated();
    const first = screen.getByRole('button', { name: 'Paragraph' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const h2 = screen.getByRole('button', { name: 'Heading level 2' });
    expect(document.activeElement).toBe(h2);
    expect(h2.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(h2, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the HTML' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
  });

  it('writes what is typed in the area into the textarea, in the shop’s tags', async () => {
    const { textarea, area } = await hydrated('');
    expect(area.innerHTML).toBe('<p><br></p>');
    area.innerHTML = '<div>Une <b>offre</b> <i>rare</i></div><p><br></p>';
    fireEvent.input(area);
    expect(textarea.value).toBe('<p>Une <strong>offre</strong> <em>rare</em></p>');
  });

  it('shows the HTML source to edit, and brings it back without anything that runs', async () => {
    const { textarea } = await hydrated();
    const source = screen.getByRole('button', { name: 'Edit the HTML' });
    fireEvent.click(source);
    expect(source.getAttribute('aria-pressed')).toBe('true');
    expect(textarea.hidden).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Content (FR)' })).toBe(textarea);
    expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(textarea, {
      target: {
        value:
          '<p onclick="x()">New</p><script>alert(1)</script><img src="/a.png" onerror="alert(2)" alt="">',
      },
    });
    fireEvent.click(source);
    const area = screen.getByRole('textbox', { name: 'Content (FR)' });
    expect(area.innerHTML).toBe('<p>New</p><img src="/a.png" alt="">');
    // The textarea keeps what was typed: the back office sanitises it on save (and the preview shows that).
    expect(textarea.value).toContain('<script>');
  });

  it('refuses a link to a script, in the page’s language', async () => {
    await hydrated();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert a link' });
    const field = screen.getByLabelText("Link's address");
    expect(dialog.contains(field)).toBe(true);
    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert').textContent).toMatch(/This address is not accepted/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
