import 'server-only';
import type { ImageEditor } from '../../engines/image_edit';
import { jpegDataUrl } from '../../images/data-url';
import { withinCapacity } from '../capacity';
import { loadAll } from '../load-images';
import { defineOperation } from '../types';
import { imageEditConfig } from './config';
import { IMAGE_EDIT_ERRORS, imageEditContract } from './contract';
import { configuredImageEditor, imageEditConcurrency } from './engine';

export const imageEdit = defineOperation({
  name: 'image_edit',
  contract: imageEditContract,
  config: imageEditConfig,
  permission: { id: 'image_edit', keyField: 'imageEdit', refused: IMAGE_EDIT_ERRORS.image_edit_not_enabled },
  // Edits are costly: besides its own bucket, a key gets IMAGE_EDIT_RPM of them a minute.
  rateBuckets: (config) => [{ name: 'image_edit:edits', points: config.IMAGE_EDIT_RPM, durationSeconds: 60 }],
  engineErrors: { failed: IMAGE_EDIT_ERRORS.image_edit_failed, unavailable: IMAGE_EDIT_ERRORS.image_edit_unavailable },
  capacity: (config) => ({
    concurrency: imageEditConcurrency(config),
    maxQueue: config.IMAGE_EDIT_QUEUE,
    maxWaitMs: config.IMAGE_EDIT_QUEUE_WAIT_MS,
    userSlots: config.IMAGE_EDIT_USER_SLOTS,
    userQueue: config.IMAGE_EDIT_USER_QUEUE,
    busy: IMAGE_EDIT_ERRORS.image_edit_busy,
    retryAfterSeconds: 2,
  }),
  // The body, images, a wait for a slot and every attempt at the backend, with room to answer.
  deadlineMs: (config) =>
    config.REQUEST_BODY_TIMEOUT_MS +
    config.IMAGE_FETCH_TIMEOUT_MS +
    config.IMAGE_EDIT_QUEUE_WAIT_MS +
    config.IMAGE_EDIT_TIMEOUT_MS * (config.IMAGE_EDIT_RETRIES + 1) +
    10_000,
  createEngine: (config): ImageEditor => configuredImageEditor(config),
  close: async (editor) => editor.close?.(),
  async run({ prompt, images }, { requestId, user, signal }, { engine: editor, loadImage, capacity }) {
    const inputs = images.map((source, index) => ({ source, field: `images[${index}]` }));
    const loaded = await loadAll(loadImage, inputs, signal);
    const { jpeg, applied } = await withinCapacity(capacity, () => editor.edit(prompt, loaded, signal), {
      user,
      signal,
    });
    const headers = applied ? { 'X-Edit-Plan': editPlanHeader(applied) } : undefined;
    return { body: { requestId, images: [jpegDataUrl(jpeg)] }, engine: editor.id, headers };
  },
});

/** The applied steps, `; `-separated, printable ASCII only (header values), at most 2000 characters. */
function editPlanHeader(applied: string[]): string {
  const value = (applied.length > 0 ? applied.join('; ') : 'none').replace(/[^\x20-\x7e]/g, '?');
  return value.length > 2000 ? `${value.slice(0, 1997)}...` : value;
}
