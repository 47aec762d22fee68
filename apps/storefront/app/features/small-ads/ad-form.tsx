import type { SmallAd } from '@vetshop/contract';
import {
  SMALL_AD_CATEGORIES,
  SMALL_AD_REGIONS,
  SMALL_AD_SHORT_TEXT_MAX,
  type SmallAdField,
} from '@vetshop/domain';
import { useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/dialog';
import { attachmentMessage, checkUpload, FILE_MAX_MB } from './ad-form-fields';
import type { SmallAdValues } from './ad-form-fields';
import { BodyCounter } from './body-counter';

/** What the form shows again after a refused post: a message per field, said in the reader's language. */
export type FieldErrors = Partial<Record<SmallAdField | 'file', string>>;

/**
 * The small-ad form (spec doc 1 §5): every field required but the document, the body's live counter, dates typed
 * dd/mm/yyyy (a numeric keyboard on phones, no date picker that would write another format), category and region
 * from the spec's codes, the PDF with its current file kept, replaced or removed. A plain multipart post: it works
 * without JavaScript. Saving a published ad asks first (it goes back to draft and leaves the public list): a
 * dialog with JavaScript; without, the action answers with `confirmSave` and the same form.
 */
export function AdForm({
  ad,
  values,
  errors,
  fileDelete,
  fileDropped,
  confirmSave,
  summary,
}: {
  ad: SmallAd | null;
  values: SmallAdValues;
  errors: FieldErrors;
  fileDelete: boolean;
  fileDropped: boolean;
  confirmSave: boolean;
  summary: ReactNode;
}) {
  const { locale, t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const [body, setBody] = useState(values.body);
  // The chosen file judged at once in the browser (its bytes and size), before any upload; the server checks again.
  // Once a file is chosen again, the refusal of the previous post no longer applies to it.
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosen, setChosen] = useState(false);
  // With JavaScript a refused post leaves the chosen file in its input: only an empty input must be filled again.
  const [hasFile, setHasFile] = useState(false);
  const fileMessage = chosen ? fileError : (errors.file ?? null);
  const published = ad?.state === 'published';
  const needsConfirm = published && !confirmSave;

  const describedBy = (field: string, ...more: string[]) =>
    [errors[field as SmallAdField] ? `ad-${field}-error` : null, ...more].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: SmallAdField | 'file') => (errors[field] ? true : undefined);
  const error = (field: SmallAdField | 'file') =>
    errors[field] ? (
      <p id={`ad-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const label = (field: SmallAdField | 'document', required = true) => (
    <label htmlFor={`ad-${field}`}>
      {t(`smallAds.field.${field}`)}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  const text = (field: 'name' | 'contact' | 'phone' | 'email', type = 'text', autoComplete?: string) => (
    <div className="field">
      {label(field)}
      <input
        id={`ad-${field}`}
        name={field}
        type={type}
        defaultValue={values[field]}
        maxLength={SMALL_AD_SHORT_TEXT_MAX * 2}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
      />
      {error(field)}
    </div>
  );
  const date = (field: 'dateStart' | 'dateEnd') => (
    <div className="field">
      {label(field)}
      <input
        id={`ad-${field}`}
        name={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('smallAds.field.datePlaceholder')}
        defaultValue={values[field]}
        maxLength={10}
        size={12}
        required
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field, 'ad-date-hint')}
      />
      {error(field)}
    </div>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="form small-ad-form"
      ref={formRef}
      onSubmit={(event) => {
        if (!needsConfirm) return;
        event.preventDefault();
        setAsking(true);
      }}
    >
      {summary}
      <p className="muted">{t('smallAds.form.required')}</p>
      {text('name')}
      <fieldset className="small-ad-dates">
        <legend className="visually-hidden">{t('smallAds.col.period')}</legend>
        {date('dateStart')}
        {date('dateEnd')}
        <p id="ad-date-hint" className="field-hint">
          {t('smallAds.field.dateHint')}
        </p>
      </fieldset>
      <div className="small-ad-selects">
        <div className="field">
          {label('category')}
          <select
            id="ad-category"
            name="category"
            defaultValue={values.category}
            required
            aria-invalid={invalid('category')}
            aria-describedby={describedBy('category')}
          >
            <option value="">{t('smallAds.field.choose')}</option>
            {SMALL_AD_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`smallAds.category.${c}`)}
              </option>
            ))}
          </select>
          {error('category')}
        </div>
        <div className="field">
          {label('region')}
          <select
            id="ad-region"
            name="region"
            defaultValue={values.region}
            required
            aria-invalid={invalid('region')}
            aria-describedby={describedBy('region')}
          >
            <option value="">{t('smallAds.field.choose')}</option>
            {SMALL_AD_REGIONS.map((r) => (
              <option key={r} value={r}>
                {t(`smallAds.region.${r}`)}
              </option>
            ))}
          </select>
          {error('region')}
        </div>
      </div>
      <div className="field">
        {label('body')}
        <textarea
          id="ad-body"
          name="body"
          rows={8}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          aria-invalid={invalid('body')}
          aria-describedby={describedBy('body', 'ad-body-counter')}
        />
        <BodyCounter id="ad-body-counter" body={body} />
        {error('body')}
      </div>
      {text('contact', 'text', 'name')}
      {text('phone', 'tel', 'tel')}
      {text('email', 'email', 'email')}
      <div className="field small-ad-file">
        {label('document', false)}
        {ad?.file ? (
          <p className="small-ad-current-file">
            {t('smallAds.file.current')}{' '}
            <a href={urls.smallAdDocument(locale, ad.id)} target="_blank" rel="noopener">
              {ad.file.name}
            </a>{' '}
            <span className="muted">
              ({t('smallAds.file.size', { kb: Math.max(1, Math.round(ad.file.size / 1024)) })})
            </span>
          </p>
        ) : null}
        <input
          id="ad-document"
          name="file"
          type="file"
          accept="application/pdf"
          aria-invalid={fileMessage ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(true);
            setHasFile(Boolean(file));
            if (!file) return setFileError(null);
            void checkUpload(file).then((problem) => {
              if (!problem) return setFileError(null);
              const said = attachmentMessage(problem);
              setFileError(t(said.key, said.values));
            });
          }}
          aria-describedby={[
            'ad-document-hint',
            fileMessage ? 'ad-file-error' : null,
            fileDropped ? 'ad-file-again' : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <p id="ad-document-hint" className="field-hint">
          {t('smallAds.field.documentHint', { mb: FILE_MAX_MB })}
          {ad?.file ? ` ${t('smallAds.file.replace')}` : ''}
        </p>
        {fileMessage ? (
          <p id="ad-file-error" className="field-error">
            {fileMessage}
          </p>
        ) : null}
        {fileDropped && !hasFile ? (
          <p id="ad-file-again" className="field-error" data-testid="small-ad-file-again">
            {t('smallAds.file.chooseAgain')}
          </p>
        ) : null}
        {ad?.file ? (
          <label className="field-check">
            <input type="checkbox" name="file_delete" defaultChecked={fileDelete} />{' '}
            {t('smallAds.file.remove')}
          </label>
        ) : null}
      </div>
      {published ? (
        <p
          className={confirmSave ? 'notice notice-warning' : 'notice'}
          role={confirmSave ? 'alert' : undefined}
        >
          {t('smallAds.saveHintPublished')}
        </p>
      ) : null}
      {ad?.state === 'pending' ? <p className="notice">{t('smallAds.saveHintPending')}</p> : null}
      {confirmSave ? <input type="hidden" name="confirmed" value="yes" /> : null}
      <div className="button-row">
        <button type="submit" name="intent" value="save" className="button button-primary" disabled={busy}>
          {confirmSave ? t('smallAds.confirm.save.yes') : ad ? t('smallAds.save') : t('smallAds.create')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('smallAds.confirm.save.title')}
        confirmLabel={t('smallAds.confirm.save.yes')}
        cancelLabel={t('smallAds.confirm.no')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const form = formRef.current;
          if (!form) return;
          const posted = new FormData(form);
          posted.set('intent', 'save');
          posted.set('confirmed', 'yes');
          void submit(posted, { method: 'post', encType: 'multipart/form-data' });
        }}
      >
        <p>{t('smallAds.saveHintPublished')}</p>
      </ConfirmDialog>
    </Form>
  );
}
