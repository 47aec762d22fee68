import { NOTIFICATION_MS } from '@vetshop/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n';

// Spec §9: notifications bottom right, shown NOTIFICATION_MS (5,000 ms).

export interface Notification {
  id: number;
  kind: 'info' | 'success' | 'warning' | 'error';
  text: string;
  /** Stays until closed (errors the buyer must act on). */
  sticky?: boolean;
  /**
   * Raised just before the app goes to another page, and meant for that page (e.g. "back to the cart"):
   * survives that one navigation. Every other notification is about the page it was raised on and goes
   * when the buyer goes to another page.
   */
  nextPage?: boolean;
}

interface NotificationsApi {
  notify(n: Omit<Notification, 'id'>): number;
  dismiss(id: number): void;
}

const Ctx = createContext<NotificationsApi>({ notify: () => 0, dismiss: () => undefined });

export function useNotify(): NotificationsApi {
  return useContext(Ctx);
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback((n: Omit<Notification, 'id'>) => {
    const id = next.current++;
    setItems((list) => [...list.filter((x) => x.text !== n.text), { ...n, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setItems((list) => list.filter((n) => n.nextPage).map((n) => ({ ...n, nextPage: false })));
  }, [pathname]);
  return (
    <Ctx.Provider value={api}>
      {children}
      <NotificationRegion items={items} dismiss={dismiss} />
    </Ctx.Provider>
  );
}

function NotificationRegion({ items, dismiss }: { items: Notification[]; dismiss(id: number): void }) {
  const { t } = useI18n();
  return (
    <section
      className="notifications"
      aria-label={t('notifications.region')}
      aria-live="polite"
      role="status"
    >
      {items.map((n) => (
        <NotificationItem key={n.id} n={n} dismiss={dismiss} closeLabel={t('notifications.close')} />
      ))}
    </section>
  );
}

function NotificationItem({
  n,
  dismiss,
  closeLabel,
}: {
  n: Notification;
  dismiss(id: number): void;
  closeLabel: string;
}) {
  useEffect(() => {
    if (n.sticky) return;
    const timer = setTimeout(() => dismiss(n.id), NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [n, dismiss]);
  return (
    <div className={`notification notification-${n.kind}`}>
      <p>{n.text}</p>
      <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => dismiss(n.id)}>
        ×
      </button>
    </div>
  );
}
