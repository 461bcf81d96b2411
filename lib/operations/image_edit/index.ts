import 'server-only';
import { imageEditConcurrency } from '../../engines/image_edit';
import { jpegDataUrl } from '../../images/canvas';
import { loadImages } from '../load-images';
import { defineOperation } from '../types';

export const imageEdit = defineOperation({
  name: 'image_edit',
  engineErrors: { failed: 'image_edit_failed', unavailable: 'image_edit_unavailable' },
  capacity: (config) => ({
    concurrency: imageEditConcurrency(config),
    maxQueue: config.IMAGE_EDIT_QUEUE,
    maxWaitMs: config.IMAGE_EDIT_QUEUE_WAIT_MS,
    busy: 'image_edit_busy',
    retryAfterSeconds: 2,
  }),
  async run({ prompt, images }, { requestId, signal }, { engines, loadImage, capacity }) {
    const inputs = images.map((source, index) => ({ source, field: `images[${index}]` }));
    const loaded = await loadImages(loadImage, inputs, signal);
    const editor = engines.imageEdit;
    const work = () => editor.edit(prompt, loaded, signal);
    const { jpeg, applied } = capacity ? await capacity.run(work, signal) : await work();
    const headers = applied ? { 'X-Edit-Plan': editPlanHeader(applied) } : undefined;
    return { body: { requestId, images: [jpegDataUrl(jpeg)] }, engine: editor.id, headers };
  },
});

/** The applied steps, `; `-separated, printable ASCII only (header values), at most 2000 characters. */
function editPlanHeader(applied: string[]): string {
  const value = (applied.length > 0 ? applied.join('; ') : 'none').replace(/[^\x20-\x7e]/g, '?');
  return value.length > 2000 ? `${value.slice(0, 1997)}...` : value;
}
