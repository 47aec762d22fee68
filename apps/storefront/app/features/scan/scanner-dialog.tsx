import type { ProductByCodeResult, VariantLookup } from '@vetshop/contract';
// From the domain, not the contract: the contract's index would bring its schemas (zod) into the dialog's chunk.
import { MAX_LINE_QTY } from '@vetshop/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { urls } from '../../lib/urls';
import { infoFromVariant, useCart } from '../cart';
import { closeCamera, openCamera } from './camera';
import { createDetector, type Detector } from './detector';
import { signalFound } from './feedback';
import { dialogText, type DialogTextKey } from './dialog-messages';
import {
  cameraProblem,
  codeToLookUp,
  nextRead,
  type CameraProblem,
  type LastRead,
  type ScanMode,
} from './scan-reads';
import './styles.css';

/** A frame is looked at this often: enough for a box moved into view, light on a phone's battery. */
const FRAME_MS = 200;

type CameraState = 'starting' | 'scanning' | CameraProblem;
type Outcome =
  | { kind: 'looking'; code: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'offline'; code: string }
  | { kind: 'added' | 'opening'; code: string; product: string };

interface Scanned {
  productId: number;
  name: string;
}

/**
 * The scanner (issue 23 §1, decision 042): a modal <dialog> (focus kept inside, Escape closes, focus back on the
 * button) with the camera's picture, what the last code gave, and the typed-code field, always there — the only
 * way in without a camera or its permission. Default export: the button loads it with React.lazy.
 */
export default function ScannerDialog({ mode, onClose }: { mode: ScanMode; onClose(): void }) {
  const { locale } = useI18n();
  const tx = useDialogText();
  const navigate = useNavigate();
  const cart = useCart();
  const titleId = useId();
  const introId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanned, setScanned] = useState<Scanned[]>([]);
  const [typed, setTyped] = useState('');
  const last = useRef<LastRead | null>(null);
  const busy = useRef(false);
  // The latest handler, for the frame loop started once.
  const handleRef = useRef<(code: string) => Promise<void>>(async () => undefined);

  // The dialog is closed before React removes it: the page is no longer inert, so the button can take the focus
  // back (ScanButton's onClose).
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = (detector: Detector) => {
      timer = setTimeout(async () => {
        const v = video.current;
        if (stopped || !v) return;
        if (v.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && !busy.current) {
          const codes = await detector.detect(v).catch(() => []);
          const code = codes[0]?.rawValue.trim() ?? '';
          const read = nextRead(last.current, code, Date.now());
          last.current = read.last;
          if (!stopped && read.act) await handleRef.current(code);
        }
        if (!stopped) frame(detector);
      }, FRAME_MS);
    };
    (async () => {
      const detecting = createDetector();
      try {
        stream = await openCamera();
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      if (stopped) return closeCamera(stream);
      let detector: Detector;
      try {
        detector = await detecting;
      } catch {
        closeCamera(stream);
        if (!stopped) setCamera('unsupported');
        return;
      }
      const v = video.current;
      if (stopped || !v) return closeCamera(stream);
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      setCamera('scanning');
      frame(detector);
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      closeCamera(stream);
    };
  }, []);

  function found(variant: VariantLookup, code: string) {
    const info = infoFromVariant(variant);
    signalFound();
    if (mode === 'open') {
      setOutcome({ kind: 'opening', code, product: info.name });
      close();
      void navigate(urls.product(locale, variant.product.url_key, variant.id));
      return;
    }
    // The offline cart engine, as every "add" of the shop: queued on this device, synced when it can be.
    cart.add(variant.id, 1, null, info);
    setScanned((list) => [
      { productId: variant.id, name: info.name },
      ...list.filter((s) => s.productId !== variant.id),
    ]);
    setOutcome({ kind: 'added', code, product: info.name });
  }

  async function handle(read: string) {
    // What is looked up is also what the messages name (a DataMatrix's GTIN, not its serial and batch).
    const code = codeToLookUp(read);
    busy.current = true;
    setOutcome({ kind: 'looking', code });
    try {
      const res = await fetch(`/api/scan?code=${encodeURIComponent(code)}&locale=${locale}`);
      if (!res.ok) throw new Error(String(res.status));
      const { variant } = (await res.json()) as ProductByCodeResult;
      if (variant) found(variant, code);
      else setOutcome({ kind: 'unknown', code });
    } catch {
      setOutcome({ kind: 'offline', code });
    } finally {
      busy.current = false;
    }
  }
  handleRef.current = handle;

  function submitTyped(event: FormEvent) {
    event.preventDefault();
    const code = typed.trim();
    if (code === '' || busy.current) return;
    last.current = { code, at: Date.now() };
    void handle(code).then(() => setTyped(''));
  }

  const problem = camera !== 'starting' && camera !== 'scanning' ? camera : null;
  return (
    <dialog
      ref={dialog}
      className="scanner"
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="scanner"
      onCancel={(event) => {
        // Escape: React closes it (state), so that the button gets the focus back.
        event.preventDefault();
        close();
      }}
    >
      <div className="scanner-head">
        <h2 id={titleId}>{tx('title')}</h2>
        <button type="button" className="scanner-close" onClick={close} aria-label={tx('close')}>
          ×
        </button>
      </div>
      <p id={introId} className="scanner-intro">
        {tx(mode === 'cart' ? 'intro.cart' : 'intro.open')}
      </p>
      <div className="scanner-view" hidden={problem !== null}>
        <video ref={video} muted playsInline aria-hidden="true" />
        <span className="scanner-aim" aria-hidden="true" />
      </div>
      <p className={problem ? 'notice notice-warning' : 'scanner-state muted'} role="status">
        {problem ? tx(`camera.${problem}`) : tx(camera === 'starting' ? 'starting' : 'scanning')}
      </p>
      <p className="scanner-outcome" role="status" aria-live="polite" data-testid="scanner-outcome">
        <OutcomeText outcome={outcome} onClose={close} />
      </p>
      <form className="scanner-typed" onSubmit={submitTyped}>
        <label htmlFor={`${titleId}-code`}>{tx('code.label')}</label>
        <div className="scanner-typed-row">
          <input
            id={`${titleId}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={64}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="button">
            {tx('code.submit')}
          </button>
        </div>
      </form>
      {mode === 'cart' && scanned.length > 0 ? (
        <section className="scanner-scanned" aria-labelledby={`${titleId}-scanned`}>
          <h3 id={`${titleId}-scanned`}>{tx('scanned.title')}</h3>
          <ul>
            {scanned.map((s) => (
              <ScannedLine key={s.productId} item={s} />
            ))}
          </ul>
          <button type="button" className="button button-primary" onClick={close}>
            {tx('done')}
          </button>
        </section>
      ) : null}
    </dialog>
  );
}

function OutcomeText({ outcome, onClose }: { outcome: Outcome | null; onClose(): void }) {
  const { locale } = useI18n();
  const tx = useDialogText();
  if (!outcome) return null;
  const { code } = outcome;
  switch (outcome.kind) {
    case 'looking':
      return tx('looking', { code });
    case 'added':
      return tx('added', { product: outcome.product });
    case 'opening':
      return tx('opening', { product: outcome.product });
    case 'offline':
      return tx('offline', { code });
    case 'unknown':
      return (
        <>
          {tx('unknown', { code })}{' '}
          <Link to={urls.search(locale, code)} onClick={onClose}>
            {tx('unknown.search', { code })}
          </Link>
        </>
      );
  }
}

/**
 * Whether a line has options: a scanned box is added without any. (Not the domain's optionsKey: importing it here
 * moved the cart page's shared code into a chunk of its own, a request more for that page.)
 */
const hasOptions = (options: Record<string, unknown> | null) =>
  options !== null && Object.keys(options).length > 0;

/** The dialog's texts in the page's language (dialog-messages.ts). */
function useDialogText() {
  const { locale } = useI18n();
  return (key: DialogTextKey, values?: Record<string, string | number>) => dialogText(locale, key, values);
}

/** A box scanned from the cart page, with its line's quantity, changed through the cart engine. */
function ScannedLine({ item }: { item: Scanned }) {
  const tx = useDialogText();
  const cart = useCart();
  const id = useId();
  const line = cart.lines.find((l) => l.productId === item.productId && !hasOptions(l.options));
  const qty = line?.qty ?? 0;
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    const next = Number(text);
    if (Number.isInteger(next) && next >= 1 && next <= MAX_LINE_QTY && next !== qty)
      cart.setQuantity({ productId: item.productId }, next);
  };
  return (
    <li className="scanner-line" data-testid="scanned-line">
      <label htmlFor={id}>{item.name}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QTY}
        aria-label={tx('qty', { product: item.name })}
        value={draft ?? String(qty)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(e.currentTarget.value);
          }
        }}
      />
    </li>
  );
}
