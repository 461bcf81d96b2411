import { CANVAS_SIZE, encodeJpeg, fitImage } from './canvas';
import { isImageError } from '../../images/invalid';
import type { LoadedImage } from '../../images/types';
import type { ImageEditEngine } from './types';

/** Image edit as the operation sees it: loaded inputs and a prompt in, the 512x512 baseline JPEG out. */
export interface ImageEditor {
  /** Which engine edits, as the X-Engine header and the logs name it. */
  readonly id: string;
  /** The inputs' bytes may be handed to another thread: the caller must not use them afterwards. */
  edit(prompt: string, images: LoadedImage[], signal?: AbortSignal): Promise<EditedJpeg>;
  /** Stops what the editor started (its threads); in-flight edits are refused. */
  close?(): Promise<void>;
}

export interface EditedJpeg {
  jpeg: Buffer;
  /** What the engine applied, when it says (the embedded editor does): the X-Edit-Plan header. */
  applied?: string[];
}

/**
 * Decodes and fits the loaded inputs, has the engine edit them and encodes the 512x512 baseline
 * JPEG, all in the calling thread. An input that cannot be decoded is an ImageError naming its field.
 */
export function createImageEditor(engine: ImageEditEngine, maxPixels: number): ImageEditor {
  return {
    id: engine.id,
    async edit(prompt, images, signal) {
      const fitted = await Promise.all(
        images.map((image, index) =>
          fitImage(image, maxPixels).catch((error: unknown) => {
            throw isImageError(error) ? error.at(`images[${index}]`) : error;
          }),
        ),
      );
      const edited = await engine.edit({ prompt, images: fitted }, { signal });
      if (edited.width !== CANVAS_SIZE || edited.height !== CANVAS_SIZE) {
        throw new Error(
          `the ${engine.id} editor produced ${edited.width}x${edited.height} instead of ${CANVAS_SIZE}x${CANVAS_SIZE}`,
        );
      }
      return { jpeg: await encodeJpeg(edited), applied: edited.applied };
    },
  };
}
