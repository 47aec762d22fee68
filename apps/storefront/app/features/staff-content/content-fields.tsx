import { useRef, useState, type ReactNode } from 'react';
import { useI18n, type MessageKey, type Translate } from '../../i18n';
import { fileNames, type ContentValues, type Problem, type Problems } from './content-form';
import { isPdfField, LIMITS, type FileField } from './content-kinds';
import { slugFollowsTitle, suggestSlug } from './slug';

/** A field's problem in words. */
export function problemText(p: Problem, t: Translate): string {
  switch (p.code) {
    case 'too_long':
      return t('staffContent.problem.too_long', { max: p.max ?? 0 });
    case 'invalid_number':
      return t('staffContent.problem.invalid_number', { min: p.min ?? 0, max: p.max ?? 0 });
    default:
      return t(`staffContent.problem.${p.code}`);
  }
}

/** The form's values and problems, as every field reads them. */
export interface FormState {
  values: ContentValues;
  problems: Problems;
}

const fieldId = (name: string) => `content-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

/** A labelled field with its hint and problem, both announced with it (aria-describedby). */
export function Field({
  name,
  label,
  state,
  hint,
  children,
}: {
  name: string;
  label: string;
  state: FormState;
  hint?: ReactNode;
  children: (props: {
    id: string;
    name: string;
    defaultValue: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const { t } = useI18n();
  const id = fieldId(name);
  const problem = state.problems[name];
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${problem ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        defaultValue: state.values[name] ?? '',
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {problemText(problem, t)}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  name,
  label,
  state,
  hint,
  maxLength,
  type = 'text',
}: {
  name: string;
  label: string;
  state: FormState;
  hint?: ReactNode;
  maxLength?: number;
  type?: 'text' | 'date' | 'url';
}) {
  return (
    <Field name={name} label={label} state={state} hint={hint}>
      {(props) => <input {...props} type={type} maxLength={maxLength} />}
    </Field>
  );
}

export function SelectField<T extends string>({
  name,
  label,
  state,
  options,
  optionLabel,
}: {
  name: string;
  label: string;
  state: FormState;
  options: readonly T[];
  optionLabel: (o: T) => string;
}) {
  return (
    <Field name={name} label={label} state={state}>
      {(props) => (
        <select {...props}>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A title and its slug: while the slug is empty or still what the title suggested, it follows the title as it is
 * typed (once hydrated); staff may write their own. The hint shows the page's address in that language.
 */
export function TitleAndSlug({
  lang,
  state,
  path,
}: {
  lang: string;
  state: FormState;
  path: (slug: string) => string;
}) {
  const { t } = useI18n();
  const slugRef = useRef<HTMLInputElement | null>(null);
  const lastTitle = useRef(state.values[`${lang}.title`] ?? '');
  const [slug, setSlug] = useState(state.values[`${lang}.slug`] ?? '');
  return (
    <>
      <Field name={`${lang}.title`} label={t('staffContent.field.title')} state={state}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={LIMITS.title}
            onChange={(e) => {
              const title = e.target.value;
              if (slugRef.current && slugFollowsTitle(slugRef.current.value, lastTitle.current)) {
                slugRef.current.value = suggestSlug(title);
                setSlug(slugRef.current.value);
              }
              lastTitle.current = title;
            }}
          />
        )}
      </Field>
      <Field
        name={`${lang}.slug`}
        label={t('staffContent.field.slug')}
        state={state}
        // An empty slug shows where it will go ("/fr/news/…"), not an encoded ellipsis.
        hint={t('staffContent.field.slugHint', { path: slug ? path(slug) : `${path('')}…` })}
      >
        {(props) => (
          <input
            {...props}
            ref={slugRef}
            type="text"
            maxLength={LIMITS.slug}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(e) => setSlug(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/** The meta description with the characters left of its 255 (spec doc 1 §9), counted as typed. */
export function MetaDescription({ lang, state }: { lang: string; state: FormState }) {
  const { t } = useI18n();
  const name = `${lang}.meta_description`;
  const [count, setCount] = useState([...(state.values[name] ?? '')].length);
  const left = LIMITS.metaDescription - count;
  return (
    <Field
      name={name}
      label={t('staffContent.field.metaDescription')}
      state={state}
      hint={
        <span className={left < 0 ? 'field-error' : undefined} data-testid={`${lang}-meta-counter`}>
          {t('staffContent.field.remaining', { count: left })}
        </span>
      }
    >
      {(props) => <textarea {...props} rows={3} onChange={(e) => setCount([...e.target.value].length)} />}
    </Field>
  );
}

const FILE_LABELS: Readonly<Record<FileField, MessageKey>> = {
  image: 'staffContent.field.image',
  thumbnail: 'staffContent.field.thumbnail',
  file: 'staffContent.field.file',
};

/**
 * An uploaded file of the record: the current one (its name, a box to remove it) kept in hidden fields, and a file
 * input whose file is sent with the save. The file's refusal (type by its bytes, size) is said here.
 */
export function FileInput({
  field,
  state,
  error,
  label,
}: {
  field: FileField;
  state: FormState;
  error: string | undefined;
  label?: MessageKey;
}) {
  const { t } = useI18n();
  const n = fileNames(field);
  const key = state.values[n.key] ?? '';
  const name = state.values[n.name] ?? '';
  const id = fieldId(n.upload);
  const pdf = isPdfField(field);
  return (
    <div className={`field${error !== undefined ? ' field-invalid' : ''}`}>
      <input type="hidden" name={n.key} value={key} />
      <input type="hidden" name={n.name} value={name} />
      <label htmlFor={id}>{t(label ?? FILE_LABELS[field])}</label>
      {key ? (
        <p className="content-file-current">
          {pdf ? (
            t('staffContent.field.fileCurrent', { name })
          ) : (
            <>
              <img src={`/cms/files/${encodeURIComponent(key)}`} alt="" className="content-file-thumb" />
              {t('staffContent.field.fileCurrent', { name })}
            </>
          )}{' '}
          <label className="checkbox">
            <input type="checkbox" name={n.remove} /> {t('staffContent.field.fileRemove')}
          </label>
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        name={n.upload}
        accept={pdf ? 'application/pdf' : 'image/png,image/jpeg,image/webp,image/gif'}
        aria-describedby={`${id}-hint${error !== undefined ? ` ${id}-error` : ''}`}
        aria-invalid={error !== undefined || undefined}
      />
      <p id={`${id}-hint`} className="field-hint muted">
        {t('staffContent.field.fileHint', {
          types: pdf ? 'PDF' : 'PNG, JPEG, WebP, GIF',
          max: pdf ? LIMITS.pdfMb : LIMITS.imageMb,
        })}
      </p>
      {error !== undefined ? (
        <p id={`${id}-error`} className="field-error">
          {error || t('staffContent.upload.failed')}
        </p>
      ) : null}
    </div>
  );
}
