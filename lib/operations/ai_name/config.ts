import 'server-only';
import { z } from 'zod';
import { configSection, engineChoice, positiveInt, type ConfigOf } from '../../config';

/** Token naming's settings. */
export const aiNameConfig = configSection({
  shape: {
    AI_NAME_ENGINE: engineChoice,
    AI_NAME_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Time the hosted naming model gets for one answer, retries included. */
    AI_NAME_TIMEOUT_MS: positiveInt(15_000),
  },
  check: (config) =>
    config.AI_NAME_ENGINE === 'openai' && !config.OPENAI_API_KEY
      ? [['AI_NAME_ENGINE', 'is openai but OPENAI_API_KEY is not set']]
      : [],
});

export type AiNameConfig = ConfigOf<typeof aiNameConfig>;
