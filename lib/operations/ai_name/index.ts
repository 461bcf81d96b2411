import 'server-only';
import type { NamingEngine } from '../../engines/ai_name';
import { ApiError, ERRORS } from '../../errors';
import { defineOperation } from '../types';
import { aiNameConfig } from './config';
import { AiNameResponseSchema, aiNameContract } from './contract';
import { createNamingEngine, type NamingDependencies } from './engine';
import { requireAnImage } from './images-to-name-from';

export const aiName = defineOperation({
  name: 'ai_name',
  contract: aiNameContract,
  config: aiNameConfig,
  engineErrors: { failed: ERRORS.upstream_failed, unavailable: ERRORS.upstream_unavailable },
  // The embedded namer reads a post's images, through OCR's own queue, when its text says little.
  createEngine: (config, uses: NamingDependencies): NamingEngine => createNamingEngine(config, uses),
  async run({ event }, { signal }, { engine, loadImage }) {
    const images = (event.images ?? []).flatMap((url, index) =>
      url.trim() === '' ? [] : [{ url, field: `event.images[${index}]` }],
    );
    const text = event.text ?? '';
    if (text.trim() === '') await requireAnImage(loadImage, images, signal);
    const answer = await engine.name({ id: event.id, text, images: images.map(({ url }) => url) }, { signal });
    const checked = AiNameResponseSchema.safeParse({ name: answer.name, ticker: answer.ticker });
    if (!checked.success) throw new ApiError('upstream_failed', 'The naming engine produced a name outside the rules.');
    return { body: checked.data, engine: engine.id };
  },
});
