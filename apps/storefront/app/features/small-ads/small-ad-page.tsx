import { shownRejectionReason } from '@vetshop/domain';
import { useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { useI18n } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/dialog';
import { EMPTY_VALUES, attachmentMessage, problemMessage, valuesOfAd } from './ad-form-fields';
import { AdForm, type FieldErrors } from './ad-form';
import { AdView } from './ad-view';
import type {
  loadNewSmallAdPage,
  loadSmallAdPage,
  newSmallAdAction,
  SmallAdActionResult,
  SmallAdRefusal,
  smallAdPageAction,
} from './small-ad-page.server';
import { SmallAdStateBadge } from './state-badge';

const REFUSAL_KEYS = {
  invalid_transition: 'smallAds.refusal.invalidTransition',
  not_found: 'smallAds.refusal.notFound',
  unavailable: 'smallAds.refusal.unavailable',
  other: 'smallAds.refusal.other',
} as const satisfies Record<SmallAdRefusal, string>;

/**
 * /account/smallads/new and /account/smallads/{id}: another customer's published ad read-only; the buyer's own
 * ad as its state (and refusal reason), the form, "submit for publication" and "delete" (asked first).
 */
export function SmallAdPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadSmallAdPage> | LoaderData<typeof loadNewSmallAdPage>;
  actionData: ActionData<typeof smallAdPageAction> | ActionData<typeof newSmallAdAction> | undefined;
}) {
  const { ad, done } = loaderData;
  const { locale, t } = useI18n();
  const result = actionData as SmallAdActionResult | undefined;
  const own = ad === null || ad.actions.edit;
  const title =
    ad === null ? t('smallAds.new.title') : own ? t('smallAds.edit.title', { name: ad.name }) : ad.name;
  const reason = ad ? shownRejectionReason(ad.state, ad.rejection_reason) : null;

  const invalid = result?.kind === 'invalid' ? result : null;
  const errors: FieldErrors = {};
  if (invalid) {
    for (const [field, problem] of Object.entries(invalid.problems)) {
      const said = problemMessage(field as keyof typeof invalid.problems, problem);
      errors[field as keyof FieldErrors] = t(said.key, said.values);
    }
    for (const [field, message] of Object.entries(invalid.serverProblems))
      errors[field as keyof FieldErrors] ??= message;
    if (invalid.fileProblem) {
      const said = attachmentMessage(invalid.fileProblem);
      errors.file = t(said.key, said.values);
    }
  }
  const kept = result?.kind === 'invalid' || result?.kind === 'confirm-save' ? result : null;
  const values = kept?.values ?? (ad ? valuesOfAd(ad) : EMPTY_VALUES);
  const refusal = invalid?.refusal
    ? { refusal: invalid.refusal, message: invalid.message }
    : result?.kind === 'refused'
      ? result
      : null;
  const count = Object.keys(errors).length;

  return (
    <section aria-labelledby="small-ad-title" className="small-ad">
      <p>
        <Link to={own && ad ? `${urls.smallAds(locale)}?view=mine` : urls.smallAds(locale)}>
          {t('smallAds.back')}
        </Link>
      </p>
      <h1 id="small-ad-title">{title}</h1>
      {own ? (
        <p className="small-ad-status">
          {t('smallAds.status')} <SmallAdStateBadge state={ad?.state ?? null} />
        </p>
      ) : null}
      {reason ? (
        <p className="notice notice-error" data-testid="small-ad-reason">
          {t('smallAds.refusedReason', { reason })}
        </p>
      ) : null}
      <div role="status">
        {done ? <p className="notice notice-success small-ad-done">{t(`smallAds.done.${done}`)}</p> : null}
      </div>
      {refusal ? (
        <p role="alert" className="notice notice-error">
          {t(REFUSAL_KEYS[refusal.refusal], { error: refusal.message ?? '' })}
        </p>
      ) : null}
      {result?.kind === 'confirm-delete' && ad ? <DeleteConfirmStep name={ad.name} id={ad.id} /> : null}
      {ad && !own ? (
        <AdView ad={ad} />
      ) : (
        <AdForm
          ad={ad}
          values={values}
          errors={errors}
          fileDelete={kept?.fileDelete ?? false}
          fileDropped={(kept?.fileDropped ?? false) && !errors.file}
          confirmSave={result?.kind === 'confirm-save'}
          summary={
            count > 0 ? (
              <p role="alert" className="notice notice-error" data-testid="small-ad-problems">
                {t('smallAds.problems', { count })}
              </p>
            ) : null
          }
        />
      )}
      {ad && own ? (
        <AuthorActions name={ad.name} submit={ad.actions.submit} remove={ad.actions.delete} />
      ) : null}
    </section>
  );
}

/** Submit for publication, and delete (a dialog with JavaScript; without, the action's confirmation step). */
function AuthorActions({
  name,
  submit: canSubmit,
  remove,
}: {
  name: string;
  submit: boolean;
  remove: boolean;
}) {
  const { t } = useI18n();
  const submit = useSubmit();
  const [asking, setAsking] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  if (!canSubmit && !remove) return null;
  return (
    <section className="small-ad-actions" aria-label={t('smallAds.title')}>
      {canSubmit ? (
        <Form method="post" encType="multipart/form-data" className="small-ad-submit">
          <p className="muted">{t('smallAds.submitHint')}</p>
          <button type="submit" name="intent" value="submit" className="button button-primary">
            {t('smallAds.submit')}
          </button>
        </Form>
      ) : null}
      {remove ? (
        <Form
          method="post"
          encType="multipart/form-data"
          onSubmit={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          <input type="hidden" name="name_shown" value={name} />
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button-danger"
            ref={deleteButton}
          >
            {t('smallAds.delete')}
          </button>
        </Form>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('smallAds.confirm.delete.title')}
        confirmLabel={t('smallAds.confirm.delete.yes')}
        cancelLabel={t('smallAds.confirm.delete.no')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const form = new FormData();
          form.set('intent', 'delete');
          form.set('confirmed', 'yes');
          form.set('name_shown', name);
          void submit(form, { method: 'post', encType: 'multipart/form-data' });
        }}
        returnFocus={() => deleteButton.current}
      >
        <p>{t('smallAds.confirm.delete', { name })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Without JavaScript: the delete button's first post answers this question. */
function DeleteConfirmStep({ id, name }: { id: number; name: string }) {
  const { locale, t } = useI18n();
  return (
    <Form method="post" encType="multipart/form-data" className="notice notice-warning small-ad-confirm">
      <p role="alert">{t('smallAds.confirm.delete', { name })}</p>
      <input type="hidden" name="confirmed" value="yes" />
      <input type="hidden" name="name_shown" value={name} />
      <div className="button-row">
        <button type="submit" name="intent" value="delete" className="button button-danger">
          {t('smallAds.confirm.delete.yes')}
        </button>
        <Link to={urls.smallAd(locale, id)} className="button" replace>
          {t('smallAds.confirm.delete.no')}
        </Link>
      </div>
    </Form>
  );
}
