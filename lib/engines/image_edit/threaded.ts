import { Worker } from 'node:worker_threads';
import { ImageError, isImageError } from '../../images/invalid';
import type { LoadedImage } from '../../images/types';
import { ThreadPool, ThreadPoolError } from '../../threads/pool';
import { EngineError } from '../errors';
import type { ImageEditor } from './editor';

/** One edit as sent to a thread (the inputs' bytes arrive as plain Uint8Arrays). */
export interface EditJob {
  id: number;
  prompt: string;
  images: Array<Omit<LoadedImage, 'bytes'> & { bytes: Uint8Array }>;
}

/** What each thread is started with. */
export interface EditThreadData {
  maxPixels: number;
}

/** How a thread says an edit failed: a bad input image, or anything else (a bug: logged, answered 500). */
export type ThreadFailure = { image: { reason: string; field?: string } } | { message: string };

export type EditReply =
  | { id: number; result: { jpeg: Uint8Array; applied?: string[] }; error?: undefined }
  | { id: number; error: ThreadFailure };

/**
 * The embedded editor, run in `threads` worker threads (thread.ts). The event loop hands each edit
 * over whole and gets the JPEG back: the edit's steps (sharp calls, text layout, blending) never
 * wait behind the requests the event loop is answering, and never delay them. The inputs' bytes
 * are handed over, not copied.
 */
export function createThreadedImageEditor({
  threads,
  maxPixels,
  spawn = (workerData) => new Worker(new URL('./thread.ts', import.meta.url), { workerData }),
}: {
  threads: number;
  maxPixels: number;
  /** Starts one thread running thread.ts (tests start it through a TypeScript loader). */
  spawn?: (workerData: EditThreadData) => Worker;
}): ImageEditor {
  const pool = new ThreadPool({
    work: 'image edit',
    size: threads,
    spawn: () => spawn({ maxPixels }),
    failure: (failure) => fromThread(failure as ThreadFailure),
  });
  return {
    id: 'local',
    async edit(prompt, images) {
      const transfer = images
        .filter(({ bytes }) => ownsItsMemory(bytes))
        .map(({ bytes }) => bytes.buffer as ArrayBuffer);
      try {
        const { jpeg, applied } = await pool.run<{ jpeg: Uint8Array; applied?: string[] }>(
          { prompt, images },
          transfer,
        );
        return { jpeg: Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), applied };
      } catch (error) {
        throw fromPool(error);
      }
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

function fromPool(error: unknown): unknown {
  if (isImageError(error) || !(error instanceof ThreadPoolError)) return error;
  if (error.kind === 'closed')
    return new EngineError('shutting_down', 'The image editor is shutting down.', { cause: error });
  if (error.kind === 'unavailable')
    return new EngineError('unavailable', 'The embedded image editor could not start.', {
      retryAfter: 30,
      cause: error,
    });
  return new EngineError('failed', 'The embedded image editor stopped while editing these images.', { cause: error });
}
