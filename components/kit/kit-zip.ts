import { kitFiles, type KitState } from '@inference-console/client/kit';
import { zipSync } from 'fflate';

/** The kit as one zip (the images are JPEGs already: stored, not compressed again). */
export function kitZip(state: KitState): Blob {
  const files = kitFiles(state);
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: name.endsWith('.json') ? 6 : 0 }] as const]),
  );
  const zipped = zipSync(entries as Parameters<typeof zipSync>[0]);
  return new Blob([zipped.slice().buffer], { type: 'application/zip' });
}

/** The zip's file name: the ticker's, when there is one. */
export function kitZipName(ticker: string | undefined): string {
  return ticker ? `launch-kit-${ticker}.zip` : 'launch-kit.zip';
}
