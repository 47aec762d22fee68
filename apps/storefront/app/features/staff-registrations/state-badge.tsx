import type { RegistrationState } from '@vetshop/domain';
import { useI18n } from '../../i18n';

/** An application's state as a badge (pending stands out: it waits for a decision). */
export function RegistrationStateBadge({ state }: { state: RegistrationState }) {
  const { t } = useI18n();
  return (
    <span className={`badge registration-state registration-state-${state}`} data-testid="registration-state">
      {t(`staffRegistrations.state.${state}`)}
    </span>
  );
}
