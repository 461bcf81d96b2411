import { serveJobs } from '../../threads/serve-jobs';
import { findAnimals } from '../../faces/find-animals';
import { FAINT_SCORE, findFaces, warmFaceFinder } from '../../faces/find-faces';
import { salienceAt } from './look';
import { warmSubjectNet } from '../../subjects/subject-map';
import { findNetSubject } from './subject-net';
import type { LookJob, LookThreadData } from './look-threads';

// A thread of the cropper's analysis (started by look-threads.ts): the faces, the animals, the salience or
// the subject network's object of each analysis copy it is sent, on an event loop of its own, so that neither
// the face model (TensorFlow.js on WebAssembly, which holds its thread for the whole look), the
// salience map nor the network (onnxruntime, one intra-op thread) holds the server's. Each model is
// loaded on the first job that needs it. As the image
// editor's threads do, crops run 5 steps nicer than the event loop.

let appRoot = '';

serveJobs<LookThreadData, LookJob>({
  nicerBy: 5,
  onStart: (data) => (appRoot = data.appRoot),
  async handle(job) {
    const rgb = Buffer.from(job.rgb.buffer, job.rgb.byteOffset, job.rgb.byteLength);
    const image = { data: rgb, width: job.width, height: job.height };
    const looks = {
      // The animal finder's threads are not warmed: they start when a look needs them (look-threads.ts).
      warm: () => warmFaceFinder(appRoot),
      'warm net': () => warmSubjectNet(appRoot),
      faces: () => findFaces(appRoot, rgb, job.width, job.height, FAINT_SCORE),
      animals: () => findAnimals(appRoot, rgb, job.width, job.height),
      salience: () => salienceAt(image),
      net: () => findNetSubject(appRoot, image),
    } satisfies Record<LookJob['look'], () => Promise<unknown>>;
    return { result: await looks[job.look]() };
  },
});
