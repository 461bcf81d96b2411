import 'server-only';
import { isNothingToName, type NamingEngine } from '../../engines/ai_name';
import { ApiError, ERRORS } from '../../errors';
import { defineOperation } from '../types';
import { aiNameConfig } from './config';
import { AiNameResponseSchema, aiNameContract } from './contract';
import { createNamingEngine, type NamingDependencies } from './engine';
import { nothingToNameFrom, requireAnImage } from './images-to-name-from';

export const aiName = defineOperation({
  name: 'ai_name',
  contract: aiNameContract,
  config: aiNameConfig,
  limits: (config) => ({ imageMaxBytes: config.IMAGE_MAX_BYTES }),
  engineErrors: { failed: ERRORS.upstream_failed, unavailable: ERRORS.upstream_unavailable },
  // The embedded namer reads a post's images, through OCR's own queue, when its text says little.
  createEngine: (config, uses: NamingDependencies): NamingEngine => createNamingEngine(config, uses),
  async run({ event }, { signal }, { engine, loadImage }) {
    const images = (event.images ?? []).flatMap((url, index) =>
      url.trim() === '' ? [] : [{ url, field: `event.images[${index}]` }],
    );
    const text = event.text ?? '';
    // A post without text is named from its images: an engine shown them needs one that loads; an
    // engine that reads their text refuses the post when they give none (NothingToNameError).
    if (text.trim() === '' && engine.images === 'seen') await requireAnImage(loadImage, images, signal);
    const answer = await engine
      .name({ id: event.id, text, images: images.map(({ url }) => url) }, { signal })
      .catch((error: unknown) => {
        throw isNothingToName(error) ? nothingToNameFrom(images, error.images) : error;
      });
    const checked = AiNameResponseSchema.safeParse({ name: answer.name, ticker: answer.ticker });
    if (!checked.success) throw new ApiError('upstream_failed', 'The naming engine produced a name outside the rules.');
    return { body: checked.data, engine: engine.id };
  },
});
