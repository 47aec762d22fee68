import { smallAdBodyRemaining } from '@vetshop/domain';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n';

/** How long typing must pause before the count is read out (not at every key). */
const ANNOUNCE_AFTER_MS = 1_000;

/**
 * The body's remaining characters (spec doc 1 §5): shown as typed (the field's description, so it is read when
 * the field is focused), and announced politely to screen readers once typing pauses. Over the limit it says
 * how many characters are too many.
 */
export function BodyCounter({ id, body }: { id: string; body: string }) {
  const { t } = useI18n();
  const remaining = smallAdBodyRemaining(body);
  const text =
    remaining >= 0
      ? t('smallAds.counter', { count: remaining })
      : t('smallAds.counterOver', { count: -remaining });
  const [announced, setAnnounced] = useState('');
  // The text the page came with is not announced: only what the reader types changes the count.
  const initial = useRef(body);
  const typed = body !== initial.current;
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, typed]);
  return (
    <>
      <p id={id} className={remaining < 0 ? 'small-ad-counter small-ad-counter-over' : 'small-ad-counter'}>
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="small-ad-counter-live">
        {announced}
      </p>
    </>
  );
}
