import type { WishlistSummary } from '@vetshop/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { ActionData, LoaderData } from '../../lib/page-data';
import { urls } from '../../lib/urls';
import { ConfirmDialog } from '../../ui/dialog';
import { readName, WISHLIST_NAME_MAX } from './wishlist-forms';
import type { loadWishlistsPage, wishlistsAction } from './wishlists-page.server';

type Problem = 'required' | 'too_long' | 'taken' | 'failed';
const PROBLEM_MESSAGES: Record<Exclude<Problem, 'failed'>, MessageKey> = {
  required: 'wishlists.name.required',
  too_long: 'wishlists.name.tooLong',
  taken: 'wishlists.name.taken',
};

/** The name's error under its field: the rule's message, or the back office's refusal. */
function NameError({
  id,
  problem,
  name,
  error,
}: {
  id: string;
  problem: Problem;
  name: string;
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <p id={id} className="field-error" role="alert">
      {problem === 'failed'
        ? t('wishlists.failed', { error: error ?? t('wishlists.unknownError') })
        : t(PROBLEM_MESSAGES[problem], { name: name.trim(), max: WISHLIST_NAME_MAX })}
    </p>
  );
}

/**
 * A name field checked as it is typed against the buyer's other lists (spec doc 1 §5: uniqueness on the client):
 * the form is not sent while the name is taken; the server checks again and answers the same message.
 */
function useNameCheck(others: readonly WishlistSummary[], exceptId: number | null, initial: string) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = readName(value, others, exceptId).problem;
  return {
    value,
    problem: touched ? problem : null,
    onChange: (next: string) => {
      setValue(next);
      if (next.trim() !== '') setTouched(true);
    },
    onSubmit: (event: FormEvent) => {
      setTouched(true);
      if (problem) event.preventDefault();
    },
  };
}

/** /account/wishlists: the buyer's standard orders by name, a new one, rename and delete (with confirmation). */
export function WishlistsPage({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof loadWishlistsPage>;
  actionData: ActionData<typeof wishlistsAction> | undefined;
}) {
  const { list, notice } = loaderData;
  const { t } = useI18n();
  const confirmDelete = actionData?.form === 'delete' && 'confirm' in actionData ? actionData.id : null;
  return (
    <section aria-labelledby="wishlists-title" className="wishlists">
      <h1 id="wishlists-title">{t('wishlists.title')}</h1>
      <p className="muted">{t('wishlists.intro')}</p>
      <div role="status">
        {notice ? (
          <p className="notice notice-success">{t(`wishlists.${notice.kind}`, { name: notice.name })}</p>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <p className="wishlists-empty">{t('wishlists.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="wishlists-table lines-table" role="table">
            <caption className="visually-hidden">{t('wishlists.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wishlists.col.name')}</th>
                <th scope="col" className="num">
                  {t('wishlists.col.lines')}
                </th>
                <th scope="col">{t('wishlists.col.ref')}</th>
                <th scope="col">{t('wishlists.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((w) => (
                <WishlistRow
                  key={w.id}
                  wishlist={w}
                  all={list.items}
                  actionData={actionData}
                  confirming={confirmDelete === w.id}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CreateForm all={list.items} actionData={actionData} />
    </section>
  );
}

function WishlistRow({
  wishlist,
  all,
  actionData,
  confirming,
}: {
  wishlist: WishlistSummary;
  all: readonly WishlistSummary[];
  actionData: ActionData<typeof wishlistsAction> | undefined;
  confirming: boolean;
}) {
  const { locale, t } = useI18n();
  const submit = useSubmit();
  const [asking, setAsking] = useState(false);
  const deleteForm = useRef<HTMLFormElement>(null);
  const renameResult = actionData?.form === 'rename' && actionData.id === wishlist.id ? actionData : null;
  const deleteFailed =
    actionData?.form === 'delete' && actionData.id === wishlist.id && 'problem' in actionData
      ? actionData
      : null;
  const name = useNameCheck(all, wishlist.id, renameResult?.name ?? wishlist.name);
  const problem = name.problem ?? renameResult?.problem ?? null;
  const fieldId = `wishlist-rename-${wishlist.id}`;
  return (
    <tr>
      <th scope="row" data-label={t('wishlists.col.name')}>
        <Link to={urls.wishlist(locale, wishlist.id)}>{wishlist.name}</Link>
      </th>
      <td className="num" data-label={t('wishlists.col.lines')}>
        {t('wishlists.lineCount', { count: wishlist.line_count })}
      </td>
      <td data-label={t('wishlists.col.ref')}>{wishlist.client_order_ref ?? '—'}</td>
      <td data-label={t('wishlists.col.actions')}>
        <div className="wishlists-actions">
          <details open={renameResult !== null || undefined}>
            <summary>{t('wishlists.rename')}</summary>
            <Form method="post" className="wishlists-rename" noValidate onSubmit={name.onSubmit}>
              <input type="hidden" name="id" value={wishlist.id} />
              <label htmlFor={fieldId}>{t('wishlists.rename.label', { name: wishlist.name })}</label>
              <input
                id={fieldId}
                name="name"
                value={name.value}
                maxLength={WISHLIST_NAME_MAX * 2}
                onChange={(e) => name.onChange(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId}-error` : undefined}
                required
              />
              {problem ? (
                <NameError
                  id={`${fieldId}-error`}
                  problem={problem}
                  name={name.value}
                  error={renameResult?.error}
                />
              ) : null}
              <button type="submit" name="intent" value="rename" className="button">
                {t('wishlists.rename.submit')}
              </button>
            </Form>
          </details>
          <Form
            method="post"
            ref={deleteForm}
            onSubmit={(event) => {
              // With JavaScript the confirmation is a dialog; without, the action answers a confirmation step.
              event.preventDefault();
              setAsking(true);
            }}
          >
            <input type="hidden" name="id" value={wishlist.id} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className="button button-danger"
              aria-label={t('wishlists.delete.label', { name: wishlist.name })}
            >
              {t('wishlists.delete')}
            </button>
          </Form>
          {confirming ? (
            <Form method="post" className="wishlists-confirm">
              <p role="alert">
                {t('wishlists.delete.confirm', { name: wishlist.name, count: wishlist.line_count })}
              </p>
              <input type="hidden" name="id" value={wishlist.id} />
              <button type="submit" name="intent" value="delete-confirm" className="button button-danger">
                {t('wishlists.delete.yes')}
              </button>{' '}
              <Link to={urls.wishlists(locale)} className="button">
                {t('wishlists.delete.no')}
              </Link>
            </Form>
          ) : null}
          {deleteFailed ? (
            <p role="alert" className="field-error">
              {t('wishlists.failed', { error: deleteFailed.error ?? t('wishlists.unknownError') })}
            </p>
          ) : null}
          <ConfirmDialog
            open={asking}
            title={t('wishlists.delete.title')}
            confirmLabel={t('wishlists.delete.yes')}
            cancelLabel={t('wishlists.delete.no')}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void submit({ id: String(wishlist.id), intent: 'delete-confirm' }, { method: 'post' });
            }}
          >
            <p>{t('wishlists.delete.confirm', { name: wishlist.name, count: wishlist.line_count })}</p>
          </ConfirmDialog>
        </div>
      </td>
    </tr>
  );
}

function CreateForm({
  all,
  actionData,
}: {
  all: readonly WishlistSummary[];
  actionData: ActionData<typeof wishlistsAction> | undefined;
}) {
  const { t } = useI18n();
  const result = actionData?.form === 'create' ? actionData : null;
  const name = useNameCheck(all, null, result?.name ?? '');
  const problem = name.problem ?? result?.problem ?? null;
  return (
    <Form
      method="post"
      className="form wishlists-create"
      noValidate
      onSubmit={name.onSubmit}
      aria-labelledby="wishlists-create-title"
    >
      <h2 id="wishlists-create-title">{t('wishlists.create.title')}</h2>
      <div className="field">
        <label htmlFor="wishlist-name">{t('wishlists.create.name')}</label>
        <input
          id="wishlist-name"
          name="name"
          value={name.value}
          onChange={(e) => name.onChange(e.target.value)}
          maxLength={WISHLIST_NAME_MAX * 2}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'wishlist-name-error' : undefined}
        />
        {problem ? (
          <NameError id="wishlist-name-error" problem={problem} name={name.value} error={result?.error} />
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="wishlist-ref">{t('wishlists.create.ref')}</label>
        <input id="wishlist-ref" name="ref" maxLength={100} defaultValue={result?.ref ?? ''} />
      </div>
      <button type="submit" name="intent" value="create" className="button button-primary">
        {t('wishlists.create.submit')}
      </button>
    </Form>
  );
}
