import { useI18n } from '../../i18n';
import { Field, SelectField, TextField, type FormState } from './content-fields';
import {
  AD_SLOTS,
  BANNER_TYPES,
  BANNER_VISIBILITIES,
  LIMITS,
  PAGE_SLOTS,
  type ContentKind,
} from './content-kinds';

/** The fields of one kind besides its texts and files. */
export function KindSettings({ kind, state }: { kind: ContentKind; state: FormState }) {
  const { t } = useI18n();
  switch (kind) {
    case 'pages':
      return (
        <>
          <TextField
            name="group"
            label={t('staffContent.field.group')}
            state={state}
            maxLength={LIMITS.group}
          />
          <SelectField
            name="slots"
            label={t('staffContent.field.slots')}
            state={state}
            options={PAGE_SLOTS}
            optionLabel={(o) => t(`staffContent.slot.${o}`)}
          />
          <Field name="sequence" label={t('staffContent.field.sequence')} state={state}>
            {(props) => <input {...props} type="number" min={0} max={10000} step={1} inputMode="numeric" />}
          </Field>
        </>
      );
    case 'news':
      return <TextField name="date" type="date" label={t('staffContent.field.date')} state={state} />;
    case 'snippets':
      return (
        <TextField
          name="code"
          label={t('staffContent.field.code')}
          state={state}
          hint={t('staffContent.field.codeHint')}
          maxLength={LIMITS.code}
        />
      );
    case 'banners':
      return (
        <>
          <SelectField
            name="type"
            label={t('staffContent.field.type')}
            state={state}
            options={BANNER_TYPES}
            optionLabel={(o) => t(`staffContent.bannerType.${o}`)}
          />
          <SelectField
            name="visibility"
            label={t('staffContent.field.visibility')}
            state={state}
            options={BANNER_VISIBILITIES}
            optionLabel={(o) => t(`staffContent.visibility.${o}`)}
          />
        </>
      );
    case 'advertisements':
      return (
        <>
          <TextField
            name="name"
            label={t('staffContent.field.name')}
            state={state}
            maxLength={LIMITS.title}
          />
          <SelectField
            name="display_slot"
            label={t('staffContent.field.displaySlot')}
            state={state}
            options={AD_SLOTS}
            optionLabel={(o) => t(`staffContent.adSlot.${o}`)}
          />
          <Field
            name="display_time"
            label={t('staffContent.field.displayTime')}
            state={state}
            hint={t('staffContent.field.displayTimeHint')}
          >
            {(props) => <input {...props} type="number" min={-1} max={3600} step={1} />}
          </Field>
          <TextField
            name="site_url"
            type="url"
            label={t('staffContent.field.siteUrl')}
            state={state}
            hint={t('staffContent.field.linkHint')}
            maxLength={LIMITS.siteUrl}
          />
        </>
      );
  }
}
