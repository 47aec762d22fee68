import { LOADING_BAR_THROTTLE_MS } from '@vetshop/domain';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '../../i18n';

// Spec §9: loading bar #0C4E99, shown after LOADING_BAR_THROTTLE_MS (200 ms), animated over 2,000 ms.

export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  const { t } = useI18n();
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('loading')} aria-busy="true">
      <div className="loading-bar-fill" />
    </div>
  );
}
