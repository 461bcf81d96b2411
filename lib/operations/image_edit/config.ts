import 'server-only';
import { z } from 'zod';
import {
  atMost,
  configSection,
  engineChoice,
  optionalPositiveInt,
  optionalWholeNumber,
  positiveInt,
  wholeNumber,
  type ConfigOf,
} from '../../config';
import { imageEditConcurrency } from './engine';

/** Image edit's settings. */
export const imageEditConfig = configSection({
  shape: {
    IMAGE_EDIT_RPM: positiveInt(10),
    IMAGE_EDIT_ENGINE: engineChoice,
    IMAGE_EDIT_MODEL: z.string().min(1).default('gpt-image-1'),
    /** Unset: the number of cores for the embedded editor, 4 for the OpenAI editor. */
    IMAGE_EDIT_CONCURRENCY: optionalPositiveInt(),
    IMAGE_EDIT_QUEUE: wholeNumber(16),
    IMAGE_EDIT_QUEUE_WAIT_MS: positiveInt(10_000),
    /** Slots one user's edits may hold at once; unset: every slot but one (at least one). */
    IMAGE_EDIT_USER_SLOTS: optionalPositiveInt(),
    /** Edits of one user that may wait for a slot; unset: half of IMAGE_EDIT_QUEUE, rounded up. */
    IMAGE_EDIT_USER_QUEUE: optionalWholeNumber(),
    IMAGE_EDIT_TIMEOUT_MS: positiveInt(120_000),
    IMAGE_EDIT_RETRIES: wholeNumber(1),
    /** How long the hosted image model's circuit stays open before one trial call. */
    IMAGE_EDIT_CIRCUIT_RESET_MS: positiveInt(30_000),
  },
  check: (config): Array<[string, string]> => [
    ...(config.IMAGE_EDIT_ENGINE === 'openai' && !config.OPENAI_API_KEY
      ? [['IMAGE_EDIT_ENGINE', 'is openai but OPENAI_API_KEY is not set'] satisfies [string, string]]
      : []),
    ...atMost(
      'IMAGE_EDIT_USER_SLOTS',
      config.IMAGE_EDIT_USER_SLOTS,
      'IMAGE_EDIT_CONCURRENCY',
      imageEditConcurrency(config),
    ),
    ...atMost('IMAGE_EDIT_USER_QUEUE', config.IMAGE_EDIT_USER_QUEUE, 'IMAGE_EDIT_QUEUE', config.IMAGE_EDIT_QUEUE),
  ],
});

export type ImageEditConfig = ConfigOf<typeof imageEditConfig>;
