import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<QrDetector> | null = null;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android's Chrome does), otherwise
 * the zxing WebAssembly polyfill, whose .wasm this portal serves from its own assets: nothing is
 * fetched from another host, and a phone that loaded the portal once has it cached.
 */
export function qrDetector(): Promise<QrDetector> {
  detector ??= (async () => {
    const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
    if (
      native &&
      (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')
    ) {
      return new native({ formats: ['qr_code'] });
    }
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
    const wasmUrl = new URL(zxingReaderWasm, import.meta.url).href;
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmUrl : prefix + path,
      },
    });
    return new BarcodeDetector({ formats: ['qr_code'] });
  })();
  detector.catch(() => {
    detector = null;
  });
  return detector;
}

const pollMs = 200;

/**
 * Opens the back camera into the video element and resolves with the first QR code read, or
 * null when stopped. Always releases the camera.
 */
export async function scanOnce(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<string | null> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
  try {
    video.srcObject = stream;
    await video.play();
    const reader = await qrDetector();
    while (!signal.aborted) {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const [found] = await reader.detect(video);
        if (found?.rawValue) return found.rawValue;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return null;
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
