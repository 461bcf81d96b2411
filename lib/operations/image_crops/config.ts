import 'server-only';
import { configSection, optionalPositiveInt, positiveInt, wholeNumber, type ConfigOf } from '../../config';

/** Image crops' settings. */
export const imageCropsConfig = configSection({
  shape: {
    /** Images cropped at once; unset: one per core, less one for the event loop (at least one). */
    IMAGE_CROPS_CONCURRENCY: optionalPositiveInt(),
    /** Images that may wait for a crop slot; one more is 503 at once. */
    IMAGE_CROPS_QUEUE: wholeNumber(16),
    /** How long an image may wait for a crop slot before the request is 503. */
    IMAGE_CROPS_QUEUE_WAIT_MS: positiveInt(10_000),
  },
});

export type ImageCropsConfig = ConfigOf<typeof imageCropsConfig>;
