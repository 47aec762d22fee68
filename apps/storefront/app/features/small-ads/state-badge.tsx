import { smallAdDisplayState, type SmallAdState } from '@vetshop/domain';
import { useI18n } from '../../i18n';

/** An ad's state as the pages say it ('in creation' before the first save, `cancel` as refused). */
export function SmallAdStateBadge({ state }: { state: SmallAdState | null }) {
  const { t } = useI18n();
  const shown = smallAdDisplayState(state);
  return (
    <span className={`badge badge-small-ad-${shown}`} data-testid="small-ad-state">
      {t(`smallAds.state.${shown}`)}
    </span>
  );
}
