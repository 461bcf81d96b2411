import 'server-only';
import {
  atMost,
  configSection,
  optionalPositiveInt,
  optionalWholeNumber,
  positiveInt,
  wholeNumber,
  type ConfigOf,
} from '../../config';
import { imageCropsConcurrency } from './engine';

/** Image crops' settings. */
export const imageCropsConfig = configSection({
  shape: {
    /** Images cropped at once; unset: one per core, less one for the event loop (at least one). */
    IMAGE_CROPS_CONCURRENCY: optionalPositiveInt(),
    /** Images that may wait for a crop slot; one more is 503 at once. */
    IMAGE_CROPS_QUEUE: wholeNumber(16),
    /** How long an image may wait for a crop slot before the request is 503. */
    IMAGE_CROPS_QUEUE_WAIT_MS: positiveInt(10_000),
    /** Slots one user's requests may hold at once; unset: every slot but one (at least one). */
    IMAGE_CROPS_USER_SLOTS: optionalPositiveInt(),
    /** Requests of one user that may wait for a slot; unset: half of IMAGE_CROPS_QUEUE, rounded up. */
    IMAGE_CROPS_USER_QUEUE: optionalWholeNumber(),
  },
  check: (config): Array<[string, string]> => [
    ...atMost(
      'IMAGE_CROPS_USER_SLOTS',
      config.IMAGE_CROPS_USER_SLOTS,
      'IMAGE_CROPS_CONCURRENCY',
      imageCropsConcurrency(config),
    ),
    ...atMost('IMAGE_CROPS_USER_QUEUE', config.IMAGE_CROPS_USER_QUEUE, 'IMAGE_CROPS_QUEUE', config.IMAGE_CROPS_QUEUE),
  ],
});

export type ImageCropsConfig = ConfigOf<typeof imageCropsConfig>;
