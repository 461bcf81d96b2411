import { serveJobs } from '../../threads/serve-jobs';
import { findFaces, warmFaceFinder } from './faces';
import { salienceAt } from './look';
import type { LookJob, LookThreadData } from './threaded';

// A thread of the cropper's analysis (started by threaded.ts): the faces or the salience of each
// analysis copy it is sent, on an event loop of its own, so that neither the face model
// (TensorFlow.js on WebAssembly, which holds its thread for the whole look) nor the salience map
// holds the server's. The face model is loaded on the first job that needs it. As the image
// editor's threads do, crops run 5 steps nicer than the event loop.

let appRoot = '';

serveJobs<LookThreadData, LookJob>({
  nicerBy: 5,
  onStart: (data) => (appRoot = data.appRoot),
  async handle(job) {
    const rgb = Buffer.from(job.rgb.buffer, job.rgb.byteOffset, job.rgb.byteLength);
    const result: unknown =
      job.look === 'warm'
        ? await warmFaceFinder(appRoot)
        : job.look === 'faces'
          ? await findFaces(appRoot, rgb, job.width, job.height)
          : await salienceAt({ data: rgb, width: job.width, height: job.height });
    return { result };
  },
});
