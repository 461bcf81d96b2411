import { Worker } from 'node:worker_threads';
import { ImageError } from '../../images/invalid';
import type { LoadedImage } from '../../images/types';
import { EngineThreadPool } from '../../threads/engine-pool';
import type { PoolThread } from '../../threads/pool';
import { THREAD_MODULE } from '../../threads/thread-module';
import type { ImageEditor } from './editor';

/** One edit as sent to a thread (the inputs' bytes arrive as plain Uint8Arrays). */
export interface EditJob {
  prompt: string;
  images: Array<Omit<LoadedImage, 'bytes'> & { bytes: Uint8Array }>;
}

/** What each thread is started with: the pixel limit, and the app's folder, which holds the fonts. */
export interface EditThreadData {
  maxPixels: number;
  appRoot: string;
}

/** How a thread says an edit failed: a bad input image, or anything else (a bug: logged, answered 500). */
export type ThreadFailure = { image: { reason: string; field?: string } } | { message: string };

/**
 * The embedded editor, run in `threads` worker threads (edit-thread.ts). The event loop hands each edit
 * over whole and gets the JPEG back: the edit's steps (sharp calls, text layout, blending) never
 * wait behind the requests the event loop is answering, and never delay them. The inputs' bytes
 * are handed over, not copied.
 */
export function createThreadedImageEditor({
  threads,
  maxPixels,
  appRoot,
  spawn = (workerData) => new Worker(new URL('./edit-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData }),
}: {
  threads: number;
  maxPixels: number;
  appRoot: string;
  /** Starts one thread running edit-thread.ts. */
  spawn?: (workerData: EditThreadData) => PoolThread;
}): ImageEditor {
  const pool = new EngineThreadPool(
    {
      work: 'image edit',
      size: threads,
      spawn: () => spawn({ maxPixels, appRoot }),
      failure: (failure) => fromThread(failure as ThreadFailure),
    },
    {
      closed: 'The image editor is shutting down.',
      unavailable: 'The embedded image editor could not start.',
      died: 'The embedded image editor stopped while editing these images.',
    },
  );
  return {
    id: 'local',
    async edit(prompt, images) {
      const transfer = images
        .filter(({ bytes }) => ownsItsMemory(bytes))
        .map(({ bytes }) => bytes.buffer as ArrayBuffer);
      const job: EditJob = { prompt, images };
      const { jpeg, applied } = await pool.run<{ jpeg: Uint8Array; applied?: string[] }>({ ...job }, transfer);
      return { jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), applied };
    },
    close: () => pool.close(),
  };
}

/** A view over the whole of its own memory, so that handing the memory over loses nothing else. */
function ownsItsMemory(bytes: Buffer): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}

function fromThread(failure: ThreadFailure): Error {
  if ('image' in failure) return new ImageError(failure.image.reason, { field: failure.image.field });
  return new Error(`the embedded image editor failed in its thread: ${failure.message}`);
}
