import { IDLE_TOKEN_CHECK_MS } from '@vetshop/domain';
import { useEffect, useRef, useState } from 'react';
import { RENEW_PATH, renewalDueAt, type SessionExpiry } from '../../lib/session-renewal';

/** Spec doc 2 §8: a renewal that got no answer is tried again after 5 seconds. */
const RETRY_MS = 5_000;

/**
 * Identity-provider mode's silent renewal from the page (spec doc 2 §4): shortly before the access token expires,
 * and on focus or visibility after more than five minutes away, the page asks the storefront to renew
 * (POST /api/session/renew: the tokens never reach the browser). No session any more: the sign-in page, which
 * sends to the provider's login. Renders nothing.
 */
export function SessionKeeper({ expiry, locale }: { expiry: SessionExpiry; locale: string }) {
  const [current, setCurrent] = useState(expiry);
  useEffect(() => setCurrent(expiry), [expiry]);
  const awaySince = useRef<number | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const received = Date.now();
    const toLogin = () => {
      const back = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/${locale}/login?redirect=${encodeURIComponent(back)}`);
    };
    const renew = async () => {
      clearTimeout(timer);
      try {
        const res = await fetch(RENEW_PATH, { method: 'POST', headers: { Accept: 'application/json' } });
        if (stopped) return;
        if (res.status === 401) return toLogin();
        if (!res.ok) throw new Error(`renewal answered ${res.status}`);
        setCurrent((await res.json()) as SessionExpiry);
      } catch {
        if (!stopped) timer = setTimeout(() => void renew(), RETRY_MS);
      }
    };
    // The server's times, counted from when they arrived here (the two clocks need not agree).
    const due = renewalDueAt(current.issuedAt, current.expiresAt) - current.now;
    timer = setTimeout(() => void renew(), Math.max(0, due - (Date.now() - received)));
    const away = () => {
      awaySince.current ??= Date.now();
    };
    const back = () => {
      if (document.visibilityState !== 'visible') return away();
      const since = awaySince.current;
      awaySince.current = null;
      if (since !== null && Date.now() - since > IDLE_TOKEN_CHECK_MS) void renew();
    };
    window.addEventListener('blur', away);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('blur', away);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [current, locale]);
  return null;
}
