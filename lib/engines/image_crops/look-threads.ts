import { Worker } from 'node:worker_threads';
import { EngineThreadPool } from '../../threads/engine-pool';
import type { PoolThread } from '../../threads/pool';
import { THREAD_MODULE } from '../../threads/thread-module';
import type { RawImage } from '../../images/raw';
import { MIN_SCORE } from '../../faces/find-faces';
import { animalsMatter, salienceMatters } from './choose';
import type { Look, Seen } from './look';
import type { Box, Found } from './types';

/**
 * One look as sent to a thread: what to find on the analysis copy's RGB pixels (`warm`: load the
 * face model, `warm net`: the subject network; the animal model loads on its first look).
 */
export interface LookJob {
  look: 'faces' | 'animals' | 'salience' | 'net' | 'warm' | 'warm net';
  rgb: Uint8Array;
  width: number;
  height: number;
}

/**
 * The animal finder runs on threads of its own, started when a look needs it and ended after this
 * long without one: its network (a 512-pixel square) grows its thread's WebAssembly memory by about
 * 70 MB, which only the thread's end gives back. The next look after that loads it again (about 0.5 s).
 */
export const ANIMAL_FINDER_IDLE_MS = 60_000;

/** What each thread is started with: the app's folder, which holds the face model's and the network's files. */
export interface LookThreadData {
  appRoot: string;
}

export interface LookThreads {
  look: Look;
  /** Loads the face model and the subject network on every thread that runs them (not the animal model: see ANIMAL_FINDER_IDLE_MS). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cropper's looks (look.ts) on threads of their own (look-thread.ts), `threads` for faces and as many
 * for salience, for the subject network and (started when needed) for animals: the event loop hands over the analysis copy and gets
 * back what was seen, faces and the network found at once while OCR's text detector reads the same
 * copy on its threads, then salience when it can matter.
 */
export function startLookThreads({
  threads,
  appRoot,
  spawn = (workerData) => new Worker(new URL('./look-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData }),
}: {
  threads: number;
  appRoot: string;
  /** Starts one thread running look-thread.ts. */
  spawn?: (workerData: LookThreadData) => PoolThread;
}): LookThreads {
  const pool = (work: string, idleMs?: number) =>
    new EngineThreadPool(
      {
        work: `image crops ${work}`,
        size: threads,
        idleMs,
        spawn: () => spawn({ appRoot }),
        failure: (message) => new Error(`the image cropper's ${work} failed in its thread: ${String(message)}`),
      },
      {
        closed: 'The image cropper is shutting down.',
        unavailable: "The image cropper's analysis could not start.",
        died: "The image cropper's analysis stopped while looking at this image.",
      },
    );
  const faces = pool('face finding');
  const salience = pool('salience');
  const net = pool('subject network');
  const animals = pool('animal finding', ANIMAL_FINDER_IDLE_MS);
  const run = <T>(on: EngineThreadPool, look: LookJob['look'], small: RawImage): Promise<T> => {
    // A copy of the pixels is handed over: the caller keeps its own.
    const rgb = new Uint8Array(small.data);
    return on.run<T>({ look, rgb, width: small.width, height: small.height }, [rgb.buffer as ArrayBuffer]);
  };
  return {
    async look(small, { allCues = false } = {}) {
      const salient = () => run<{ subject: Box }>(salience, 'salience', small);
      // With every cue asked for, salience runs beside the others; else it waits for the faces and the
      // network, and is skipped when they settle the choice (most photographs: a sure network, no face).
      const early = allCues ? salient() : undefined;
      early?.catch(() => undefined);
      const [found, object] = await Promise.all([
        run<Seen['faces']>(faces, 'faces', small),
        run<Seen['net']>(net, 'net', small),
      ]);
      const kept = { faces: found.filter((face) => face.score >= MIN_SCORE), net: object };
      const needed = early ?? (salienceMatters(kept) ? salient() : undefined);
      needed?.catch(() => undefined);
      const seenAnimals = allCues || animalsMatter(kept) ? await run<Found[]>(animals, 'animals', small) : undefined;
      return { faces: found, net: object, ...(seenAnimals && { animals: seenAnimals }), ...(needed && (await needed)) };
    },
    async warm() {
      const blank = { data: Buffer.alloc(3), width: 1, height: 1 };
      await Promise.all([
        ...Array.from({ length: faces.size }, () => run(faces, 'warm', blank)),
        ...Array.from({ length: net.size }, () => run(net, 'warm net', blank)),
      ]);
    },
    close: async () => {
      await Promise.all([faces.close(), salience.close(), net.close(), animals.close()]);
    },
  };
}
