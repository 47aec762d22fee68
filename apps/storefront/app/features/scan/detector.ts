import { READ_FORMATS, REQUIRED_FORMATS } from './scan-reads';
// The polyfill's WebAssembly, emitted by Vite as a file of this build (assets/, hashed, same origin): zxing-wasm
// would otherwise fetch it from a CDN (decision 042). Only a URL string here; the file is fetched on first use.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a barcode detector: the browser's or the polyfill's, the same API. */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * The browser's BarcodeDetector when it reads boxes' symbols (Chrome on Android and macOS, Safari), else the
 * `barcode-detector` polyfill (ZXing compiled to WebAssembly), imported now: this module is itself loaded only
 * when the scanner opens, so no page pays for either otherwise. Rejects when neither can run (the dialog then
 * offers the typed-code field only).
 */
export async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as readonly string[]);
    if (REQUIRED_FORMATS.every((f) => supported.includes(f)))
      return new native({ formats: READ_FORMATS.filter((f) => supported.includes(f)) });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Instantiated here rather than on the first frame, so that a failure (CSP, no WebAssembly) is known at once.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...READ_FORMATS] });
}
