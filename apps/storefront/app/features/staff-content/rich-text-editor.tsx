import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n, type MessageKey } from '../../i18n';
import { ModalDialog } from '../../ui/dialog';
import { editorFromHtml, htmlFromEditor, imageHtml, linkHref, nextToolbarIndex } from './rich-text';
import { inertHtml } from './inert-html';
import { ImagePicker, type PickedImage } from './image-picker';

/** The toolbar's commands, in order. `block` ones set the paragraph's type; `toggle` ones show aria-pressed. */
type Command =
  | { id: 'p' | 'h2' | 'h3'; kind: 'block'; label: MessageKey }
  | { id: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList'; kind: 'toggle'; label: MessageKey }
  | { id: 'link' | 'image' | 'undo'; kind: 'action'; label: MessageKey }
  | { id: 'source'; kind: 'source'; label: MessageKey };

const COMMANDS: readonly Command[] = [
  { id: 'p', kind: 'block', label: 'staffContent.editor.paragraph' },
  { id: 'h2', kind: 'block', label: 'staffContent.editor.heading2' },
  { id: 'h3', kind: 'block', label: 'staffContent.editor.heading3' },
  { id: 'bold', kind: 'toggle', label: 'staffContent.editor.bold' },
  { id: 'italic', kind: 'toggle', label: 'staffContent.editor.italic' },
  { id: 'insertUnorderedList', kind: 'toggle', label: 'staffContent.editor.bulleted' },
  { id: 'insertOrderedList', kind: 'toggle', label: 'staffContent.editor.numbered' },
  { id: 'link', kind: 'action', label: 'staffContent.editor.link' },
  { id: 'image', kind: 'action', label: 'staffContent.editor.image' },
  { id: 'undo', kind: 'action', label: 'staffContent.editor.undo' },
  { id: 'source', kind: 'source', label: 'staffContent.editor.source' },
];

/** What the buttons show (the label names them for assistive technology and as a tooltip). */
const FACES: Readonly<Record<Command['id'], string>> = {
  p: '¶',
  h2: 'H2',
  h3: 'H3',
  bold: 'B',
  italic: 'I',
  insertUnorderedList: '•',
  insertOrderedList: '1.',
  link: 'a↗',
  image: '▣',
  undo: '↶',
  source: '</>',
};

/** The browser's editing commands (deprecated but the only undo-aware way to edit a contenteditable area). */
function exec(command: string, value?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

/**
 * The rich-text editor of a content's HTML (issue 11 §2). Without JavaScript the textarea of HTML *is* the editor
 * (it is rendered on the server and posted with the form). Once hydrated, an editable area with a toolbar
 * (WAI-ARIA toolbar: one Tab stop, arrows move, aria-pressed on the formats) writes into that same textarea on
 * every change, and a "HTML" button shows the textarea again to edit the source. What the area holds is only a
 * view of the textarea; the back office sanitises the HTML on save.
 */
export function RichTextEditor({
  id,
  name,
  label,
  defaultValue,
  lang,
  images,
  onUploaded,
  uploadUrl,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  lang: string;
  /** Images already uploaded (the record's, this session's), offered by the image dialog. */
  images: readonly PickedImage[];
  onUploaded(image: PickedImage): void;
  uploadUrl: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useI18n();
  const [enhanced, setEnhanced] = useState(false);
  const [source, setSource] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [pressed, setPressed] = useState<ReadonlySet<Command['id']>>(new Set());
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const saved = useRef<Range | null>(null);
  const labelId = useId();
  const linkFieldId = useId();

  // Hydrated: the editable area takes over, starting from what the textarea holds (typed before hydration too).
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!enhanced || source || !area.current || !textarea.current) return;
    area.current.innerHTML = inertHtml(editorFromHtml(textarea.current.value));
  }, [enhanced, source]);

  // The formats at the caret, for aria-pressed.
  useEffect(() => {
    if (!enhanced) return;
    const update = () => {
      const selection = document.getSelection();
      if (!selection?.anchorNode || !area.current?.contains(selection.anchorNode)) return;
      if (typeof document.queryCommandState !== 'function') return;
      const on = new Set<Command['id']>();
      for (const c of COMMANDS) if (c.kind === 'toggle' && document.queryCommandState(c.id)) on.add(c.id);
      const block = String(document.queryCommandValue('formatBlock')).toLowerCase();
      on.add(block === 'h2' || block === 'h3' ? block : 'p');
      setPressed(on);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [enhanced]);

  /** The area's HTML into the textarea: the form posts the textarea. */
  function sync() {
    if (area.current && textarea.current) textarea.current.value = htmlFromEditor(area.current.innerHTML);
  }

  function keepSelection() {
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    saved.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  }

  function restoreSelection() {
    area.current?.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  }

  function run(command: Command) {
    if (command.kind === 'source') {
      if (!source) sync();
      setSource(!source);
      return;
    }
    if (command.id === 'link' || command.id === 'image') {
      keepSelection();
      setLinkText('');
      setLinkError(false);
      setDialog(command.id);
      return;
    }
    area.current?.focus();
    if (command.kind === 'block') exec('formatBlock', `<${command.id}>`);
    else exec(command.id);
    sync();
  }

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextToolbarIndex(focusIndex, event.key, COMMANDS.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  function insertLink() {
    const href = linkHref(linkText);
    if (!href) {
      setLinkError(true);
      return;
    }
    afterDialog(() => {
      const selection = document.getSelection();
      if (selection && !selection.isCollapsed) exec('createLink', href);
      else exec('insertHTML', `<a href="${href.replace(/"/g, '&quot;')}">${href.replace(/</g, '&lt;')}</a>`);
    });
  }

  function insertImage(image: PickedImage, alt: string) {
    afterDialog(() => exec('insertHTML', imageHtml(image.url, alt)));
  }

  /**
   * Closes the dialog, then edits where the caret was: while the modal is open the area is inert (no focus, no
   * editing command), so the edit waits until the dialog has closed and given focus back (two frames).
   */
  function afterDialog(edit: () => void) {
    setDialog(null);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        restoreSelection();
        edit();
        sync();
      }),
    );
  }

  return (
    <div className={`rich-text${enhanced ? ' rich-text-enhanced' : ''}`} lang={lang}>
      <label id={labelId} htmlFor={enhanced && !source ? undefined : id} className="field-label">
        {label}
      </label>
      {enhanced ? (
        <div
          role="toolbar"
          aria-label={t('staffContent.editor.toolbar', { field: label })}
          aria-controls={source ? id : `${id}-area`}
          className="rich-text-toolbar"
          onKeyDown={onToolbarKey}
        >
          {COMMANDS.map((c, i) => (
            <button
              key={c.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className={`rich-text-button rich-text-${c.id}`}
              tabIndex={i === focusIndex ? 0 : -1}
              aria-label={t(c.label)}
              title={t(c.label)}
              aria-pressed={
                c.kind === 'toggle' || c.kind === 'block'
                  ? !source && pressed.has(c.id)
                  : c.kind === 'source'
                    ? source
                    : undefined
              }
              disabled={source && c.kind !== 'source'}
              onMouseDown={(event) => event.preventDefault() /* keep the caret in the area */}
              onFocus={() => setFocusIndex(i)}
              onClick={() => run(c)}
            >
              <span aria-hidden="true">{FACES[c.id]}</span>
            </button>
          ))}
        </div>
      ) : null}
      {enhanced && !source ? (
        <div
          ref={area}
          id={`${id}-area`}
          className="rich-text-area content-html"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          tabIndex={0}
          onInput={sync}
          onBlur={sync}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          data-testid={`${id}-area`}
        />
      ) : null}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={12}
        className="rich-text-source"
        hidden={enhanced && !source}
        spellCheck
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
      {enhanced ? (
        <ModalDialog
          open={dialog === 'link'}
          onDismiss={() => setDialog(null)}
          title={t('staffContent.editor.linkTitle')}
          initialFocus={(d) => d.querySelector('input')}
          focusBack={() => area.current}
        >
          <div className="field">
            <label htmlFor={linkFieldId}>{t('staffContent.editor.linkAddress')}</label>
            <input
              id={linkFieldId}
              type="text"
              inputMode="url"
              value={linkText}
              onChange={(e) => setLinkText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault(); // never submit the content form from here
                  insertLink();
                }
              }}
              aria-invalid={linkError || undefined}
              aria-describedby={`${linkFieldId}-hint`}
            />
            <p
              id={`${linkFieldId}-hint`}
              className={linkError ? 'field-error' : 'muted'}
              role={linkError ? 'alert' : undefined}
            >
              {t(linkError ? 'staffContent.editor.linkInvalid' : 'staffContent.editor.linkHint')}
            </p>
          </div>
          <div className="button-row dialog-actions">
            <button type="button" className="button button-primary" onClick={insertLink}>
              {t('staffContent.editor.insert')}
            </button>
            <button type="button" className="button" onClick={() => setDialog(null)}>
              {t('staffContent.editor.cancel')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
      {enhanced ? (
        <ImagePicker
          open={dialog === 'image'}
          images={images}
          uploadUrl={uploadUrl}
          onUploaded={onUploaded}
          onPick={insertImage}
          onDismiss={() => setDialog(null)}
          focusBack={() => area.current}
        />
      ) : null}
    </div>
  );
}
