import { useI18n } from '../i18n';

/** Placeholder: built in the next step of issue 3. */
export default function Page() {
  const { t } = useI18n();
  return <h1>{t('app.name')}</h1>;
}

export { RouteError as ErrorBoundary } from '../components/route-error';
