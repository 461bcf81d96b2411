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
    return { body: { requestId, images: [jpegDataUrl(result.jpeg)] }, engine: result.engine };
  },
});

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
