import 'server-only';
import { editImages } from '../../engines/image_edit';
import { isApiError } from '../../errors';
import { jpegDataUrl } from '../../images/canvas';
import { withImageIndex } from '../../images/invalid';
import { loadImage } from '../../images/load';
import type { LoadedImage } from '../../images/types';
import { defineOperation } from '../types';
import { ImageEditRequestSchema, ImageEditResponseSchema } from './schema';

export const imageEdit = defineOperation({
  name: 'image_edit',
  imageEdit: true,
  request: ImageEditRequestSchema,
  response: ImageEditResponseSchema,
  async run({ prompt, images }, { requestId, signal }) {
    const loaded = await loadAll(images, signal);
    const result = await editImages(prompt, loaded, signal);
    const headers = result.applied ? { 'X-Edit-Plan': editPlanHeader(result.applied) } : undefined;
    return { body: { requestId, images: [jpegDataUrl(result.jpeg)] }, engine: result.engine, headers };
  },
});

/** The applied steps, `; `-separated, printable ASCII only (header values), at most 2000 characters. */
function editPlanHeader(applied: string[]): string {
  const value = (applied.length > 0 ? applied.join('; ') : 'none').replace(/[^\x20-\x7e]/g, '?');
  return value.length > 2000 ? `${value.slice(0, 1997)}...` : value;
}

/** Loads every input at once; the first failure stops the others and names the image that failed. */
async function loadAll(sources: string[], signal: AbortSignal): Promise<LoadedImage[]> {
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  return Promise.all(
    sources.map((source, index) =>
      loadImage(source, { signal: combined }).catch((error: unknown) => {
        stop.abort();
        throw isApiError(error) ? withImageIndex(error, `images[${index}]`) : error;
      }),
    ),
  );
}
