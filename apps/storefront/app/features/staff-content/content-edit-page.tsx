import { useState } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { useI18n, type Locale } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { plainClick } from '../../lib/plain-click';
import { urls } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/dialog';
import { StaffHistory, type StaffHistoryEntry } from '../staff';
import type {
  ContentActionData,
  loadStaffContentEditPage,
  staffContentAction,
} from './content-edit-page.server';
import {
  FileInput,
  MetaDescription,
  TextField,
  TitleAndSlug,
  Field,
  problemText,
  type FormState,
} from './content-fields';
import {
  FILE_FIELDS,
  LANGUAGES,
  LIMITS,
  TRANSLATION_FIELDS,
  hasSlug,
  type ContentKind,
} from './content-kinds';
import type { PickedImage } from './image-picker';
import { KindSettings } from './kind-settings';
import { RichTextEditor } from './rich-text-editor';

const HISTORY_ACTIONS = ['create', 'update', 'delete', 'publish', 'unpublish'] as const;
const isHistoryAction = (a: string): a is (typeof HISTORY_ACTIONS)[number] =>
  (HISTORY_ACTIONS as readonly string[]).includes(a);

/** One language's texts: title and slug, foreword, the rich-text content and its preview, the meta texts. */
function LanguageFields({
  kind,
  lang,
  state,
  preview,
  images,
  onUploaded,
  busy,
}: {
  kind: ContentKind;
  lang: Locale;
  state: FormState;
  preview: string | null;
  images: readonly PickedImage[];
  onUploaded(image: PickedImage): void;
  busy: boolean;
}) {
  const { locale, t } = useI18n();
  const fields = TRANSLATION_FIELDS[kind];
  const language = t(`staffContent.lang.${lang}`);
  const contentName = `${lang}.content`;
  const problem = state.problems[contentName];
  return (
    <fieldset
      className="content-language"
      lang={lang}
      id={`content-lang-${lang}`}
      data-testid={`content-lang-${lang}`}
    >
      <legend>{language}</legend>
      {hasSlug(kind) ? (
        <TitleAndSlug
          lang={lang}
          state={state}
          path={(slug) => (kind === 'news' ? urls.newsItem(lang, slug) : urls.contentPage(lang, slug))}
        />
      ) : fields.includes('title') ? (
        <TextField
          name={`${lang}.title`}
          label={t(
            kind === 'advertisements'
              ? 'staffContent.field.adAlt'
              : kind === 'snippets'
                ? 'staffContent.field.snippetTitle'
                : 'staffContent.field.title',
          )}
          state={state}
          maxLength={LIMITS.title}
        />
      ) : null}
      {fields.includes('foreword') ? (
        <Field name={`${lang}.foreword`} label={t('staffContent.field.foreword')} state={state}>
          {(props) => <textarea {...props} rows={3} maxLength={LIMITS.foreword} />}
        </Field>
      ) : null}
      {fields.includes('content') ? (
        <div className={`field${problem ? ' field-invalid' : ''}`}>
          <RichTextEditor
            id={`content-${lang}-content`}
            name={contentName}
            label={`${t(kind === 'banners' ? 'staffContent.field.bannerHtml' : 'staffContent.field.content')} (${lang.toUpperCase()})`}
            defaultValue={state.values[contentName] ?? ''}
            lang={lang}
            images={images}
            onUploaded={onUploaded}
            uploadUrl={urls.staffContentUploads(locale)}
            describedBy={problem ? `content-${lang}-content-error` : undefined}
            invalid={Boolean(problem)}
          />
          {problem ? (
            <p id={`content-${lang}-content-error`} className="field-error">
              {problemText(problem, t)}
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value={`preview:${lang}`}
            className="button content-preview-button"
            disabled={busy}
          >
            {t('staffContent.preview', { lang: language })}
          </button>
          {preview !== null ? (
            <section
              className="content-preview"
              aria-labelledby={`content-preview-${lang}`}
              aria-live="polite"
            >
              <h3 id={`content-preview-${lang}`}>{t('staffContent.previewTitle', { lang: language })}</h3>
              {preview.trim() === '' ? (
                <p className="muted">{t('staffContent.previewEmpty')}</p>
              ) : (
                // The back office's sanitised HTML (the one policy of html-policy.ts): what buyers will see.
                <div
                  className="content-html"
                  data-testid={`content-preview-${lang}`}
                  dangerouslySetInnerHTML={{ __html: preview }}
                />
              )}
            </section>
          ) : null}
        </div>
      ) : null}
      {fields.includes('meta_title') ? (
        <TextField
          name={`${lang}.meta_title`}
          label={t('staffContent.field.metaTitle')}
          state={state}
          maxLength={LIMITS.title}
        />
      ) : null}
      {fields.includes('meta_description') ? <MetaDescription lang={lang} state={state} /> : null}
    </fieldset>
  );
}

/**
 * /staff/content/{kind}/new and /{kind}/{id}: the three languages' texts (each with the rich-text editor and its
 * preview), the kind's settings and files, the publication window and flag, Save; on a record, whether buyers see
 * it today, Delete (a confirmation dialog, or its page without JavaScript) and the history of staff actions.
 * Everything typed comes back as it was when a save is refused.
 */
export function StaffContentEditPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadStaffContentEditPage>;
  actionData: ActionData<typeof staffContentAction> | undefined;
}) {
  const { kind, record, values, notice } = loaderData;
  const { locale, t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const [uploaded, setUploaded] = useState<PickedImage[]>([]);
  const answer = actionData as ContentActionData | undefined;
  const state: FormState = { values: answer?.values ?? values, problems: answer?.problems ?? {} };
  const images = [
    ...(record?.images ?? []),
    ...uploaded.filter((u) => !record?.images.some((i) => i.key === u.key)),
  ];
  const kindName = t(`staffContent.kind.${kind}`);
  const title = record
    ? t('staffContent.edit.title', { kind: kindName, label: record.label || t('staffContent.untitled') })
    : t('staffContent.edit.titleNew', { kind: kindName });
  const failed =
    answer?.problems && Object.keys(answer.problems).length > 0
      ? t('staffContent.edit.problems')
      : answer?.fileErrors
        ? t('staffContent.edit.problems')
        : answer?.tooLarge
          ? t('staffContent.upload.tooLarge', { max: LIMITS.pdfMb })
          : answer?.error !== undefined
            ? t('staffContent.edit.failed', { error: answer.error ?? t('staffContent.edit.unknownError') })
            : null;
  const describe = (e: StaffHistoryEntry) =>
    isHistoryAction(e.action) ? t(`staffContent.history.${e.action}`) : e.action;
  const deleteUrl = record ? urls.staffContentDelete(locale, kind, record.id) : '';
  return (
    <section aria-labelledby="staff-content-edit-title" className="staff-content-edit">
      <p>
        <Link to={urls.staffContent(locale, kind === 'pages' ? '' : `?kind=${kind}`)}>
          {t('staffContent.edit.back')}
        </Link>
      </p>
      <h1 id="staff-content-edit-title">{title}</h1>
      {notice ? (
        <p role="status" className="notice notice-success" data-testid="content-saved">
          {t(notice === 'created' ? 'staffContent.edit.created' : 'staffContent.edit.saved')}
        </p>
      ) : null}
      {record ? (
        <p className={record.live ? 'content-live' : 'muted'} data-testid="content-live">
          {t(record.live ? 'staffContent.edit.live' : 'staffContent.edit.notLive')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="notice notice-error" data-testid="content-error">
          {failed}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate className="content-form">
        <h2>{t('staffContent.edit.languages')}</h2>
        <nav aria-label={t('staffContent.edit.languages')} className="content-language-links">
          <ul>
            {LANGUAGES.map((l) => (
              <li key={l}>
                <a href={`#content-lang-${l}`}>{t(`staffContent.lang.${l}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="content-languages">
          {LANGUAGES.map((l) => (
            <LanguageFields
              key={l}
              kind={kind}
              lang={l}
              state={state}
              preview={answer?.preview?.lang === l ? answer.preview.html : null}
              images={images}
              onUploaded={(image) => setUploaded((list) => [...list, image])}
              busy={busy}
            />
          ))}
        </div>
        <fieldset className="content-settings">
          <legend>{t('staffContent.edit.settings')}</legend>
          <KindSettings kind={kind} state={state} />
          {FILE_FIELDS[kind].map((f) => (
            <FileInput
              key={f}
              field={f}
              state={state}
              error={answer?.fileErrors?.[f]}
              label={kind === 'advertisements' && f === 'file' ? 'staffContent.field.adFile' : undefined}
            />
          ))}
        </fieldset>
        <fieldset className="content-publication">
          <legend>{t('staffContent.edit.publication')}</legend>
          <p className="muted">{t('staffContent.field.publishedHint')}</p>
          <label className="checkbox">
            <input type="checkbox" name="published" defaultChecked={state.values.published === 'on'} />{' '}
            {t('staffContent.field.published')}
          </label>
          <div className="content-window">
            <TextField
              name="date_start"
              type="date"
              label={t('staffContent.field.dateStart')}
              state={state}
            />
            <TextField name="date_end" type="date" label={t('staffContent.field.dateEnd')} state={state} />
          </div>
        </fieldset>
        <div className="button-row">
          <button type="submit" name="intent" value="save" className="button button-primary" disabled={busy}>
            {t('staffContent.save')}
          </button>
          {record ? (
            <Link
              to={deleteUrl}
              className="button button-danger"
              onClick={(e) => {
                if (!plainClick(e)) return;
                e.preventDefault();
                setConfirming(true);
              }}
            >
              {t('staffContent.delete.open')}
            </Link>
          ) : null}
        </div>
      </Form>
      {record ? (
        <ConfirmDialog
          open={confirming}
          title={t('staffContent.delete.title')}
          confirmLabel={t('staffContent.delete.confirm')}
          cancelLabel={t('staffContent.delete.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void submit({ intent: 'delete' }, { method: 'post', action: deleteUrl });
          }}
        >
          <p>{t('staffContent.delete.message', { label: record.label || t('staffContent.untitled') })}</p>
        </ConfirmDialog>
      ) : null}
      {record ? <StaffHistory entries={record.history} describe={describe} /> : null}
    </section>
  );
}
