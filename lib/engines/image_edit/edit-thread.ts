import { loadFonts } from './local/fonts';
import { setModelRoot } from './local/model-root';
import { isImageError } from '../../images/invalid';
import { serveJobs } from '../../threads/serve-jobs';
import { createImageEditor, type ImageEditor } from './editor';
import { localImageEditor } from './local';
import type { EditJob, EditThreadData, ThreadFailure } from './edit-threads';

// An image edit thread (started by edit-threads.ts): runs the embedded editor's whole edit (decode,
// fit, compose, JPEG) for each job it is sent, on an event loop of its own, 5 steps nicer than the
// event loop (serve-jobs.ts says what that bought under overload).

let editor: ImageEditor | undefined;

serveJobs<EditThreadData, EditJob>({
  nicerBy: 5,
  onStart: ({ maxPixels, appRoot }) => {
    editor = createImageEditor(localImageEditor, maxPixels);
    void loadFonts(appRoot);
    // Laser eyes find faces with image crops' face model, loaded from the app's folder when first asked for.
    setModelRoot(appRoot);
  },
  async handle(job) {
    const images = job.images.map((image) => ({
      ...image,
      bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
    }));
    const { jpeg, applied } = await editor!.edit(job.prompt, images);
    return { result: { jpeg, applied } };
  },
  describe,
});

function describe(error: unknown): ThreadFailure {
  if (isImageError(error)) return { image: { reason: error.reason, field: error.field } };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
