import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import { ModalDialog } from '../../ui/dialog';
import { LIMITS } from './content-kinds';
import { parseUploadAnswer, type PickedImage } from './upload-answer';

export type { PickedImage } from './upload-answer';

/**
 * The editor's image dialog: pick one of the images already uploaded, or upload a new one (sent at once to the
 * staff upload route, which checks its content and size: a refusal is said here and nothing of the page's form is
 * touched), then give its text alternative and insert it.
 */
export function ImagePicker({
  open,
  images,
  uploadUrl,
  onUploaded,
  onPick,
  onDismiss,
  focusBack,
}: {
  open: boolean;
  images: readonly PickedImage[];
  uploadUrl: string;
  onUploaded(image: PickedImage): void;
  onPick(image: PickedImage, alt: string): void;
  onDismiss(): void;
  focusBack(): HTMLElement | null;
}) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const altId = useId();
  const image = images.find((i) => i.key === chosen) ?? null;

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const res = await fetch(uploadUrl, { method: 'POST', body, headers: { Accept: 'application/json' } });
      const answer = parseUploadAnswer(res.status, await res.json().catch(() => null));
      if ('upload' in answer) {
        onUploaded(answer.upload);
        setChosen(answer.upload.key);
      } else setError(answer.error ?? t('staffContent.upload.failed'));
    } catch {
      setError(t('staffContent.upload.offline'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open={open}
      onDismiss={onDismiss}
      title={t('staffContent.editor.imageTitle')}
      className="image-picker"
      testId="image-picker"
      initialFocus={(d) => d.querySelector<HTMLElement>('input')}
      focusBack={focusBack}
    >
      <div className="field">
        <label htmlFor={fileId}>{t('staffContent.editor.imageUpload')}</label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          disabled={busy}
          aria-describedby={`${fileId}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
            e.target.value = '';
          }}
        />
        <p id={`${fileId}-hint`} className="muted">
          {busy
            ? t('staffContent.upload.sending')
            : t('staffContent.upload.imageHint', { max: LIMITS.imageMb })}
        </p>
        {error ? (
          <p role="alert" className="field-error" data-testid="image-picker-error">
            {error}
          </p>
        ) : null}
      </div>
      {images.length > 0 ? (
        <fieldset className="image-picker-list">
          <legend>{t('staffContent.editor.imageChoose')}</legend>
          {images.map((i) => (
            <label key={i.key} className="image-picker-item">
              <input
                type="radio"
                name={`${fileId}-choice`}
                checked={chosen === i.key}
                onChange={() => setChosen(i.key)}
              />
              <img src={i.url} alt="" loading="lazy" />
              <span>{i.name}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="muted">{t('staffContent.editor.imageNone')}</p>
      )}
      <div className="field">
        <label htmlFor={altId}>{t('staffContent.editor.imageAlt')}</label>
        <input id={altId} type="text" value={alt} maxLength={200} onChange={(e) => setAlt(e.target.value)} />
      </div>
      <div className="button-row dialog-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!image || busy}
          onClick={() => {
            if (!image) return;
            onPick(image, alt);
            setAlt('');
            setChosen(null);
          }}
        >
          {t('staffContent.editor.insert')}
        </button>
        <button type="button" className="button" onClick={onDismiss}>
          {t('staffContent.editor.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
