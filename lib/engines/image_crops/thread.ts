import { getPriority, setPriority } from 'node:os';
import { threadPort } from '../../threads/thread-port';
import { findFaces, warmFaceFinder } from './faces';
import { salienceAt } from './look';
import type { LookJob } from './threaded';

// A thread of the cropper's analysis (started by threaded.ts): the faces or the salience of each
// analysis copy it is sent, on an event loop of its own, so that neither the face model
// (TensorFlow.js on WebAssembly, which holds its thread for the whole look) nor the salience map
// holds the server's. The face model is loaded on the first job that needs it.

/** As the image editor's threads do: crops yield the CPU to the event loop, 5 steps nicer than it. */
const NICER_BY = 5;
try {
  setPriority(Math.min(19, getPriority() + NICER_BY));
} catch {
  // Not permitted here: looks keep the event loop's priority.
}

const port = threadPort<unknown, LookJob>();
port?.onJob((job) => {
  const rgb = Buffer.from(job.rgb.buffer, job.rgb.byteOffset, job.rgb.byteLength);
  const work: Promise<unknown> =
    job.look === 'warm'
      ? warmFaceFinder()
      : job.look === 'faces'
        ? findFaces(rgb, job.width, job.height)
        : salienceAt({ data: rgb, width: job.width, height: job.height });
  work.then(
    (result) => {
      const values = (result as { saliency?: { values: Float32Array } } | undefined)?.saliency?.values;
      port.reply({ id: job.id, result }, values ? [values.buffer as ArrayBuffer] : []);
    },
    (error: unknown) =>
      port.reply({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
