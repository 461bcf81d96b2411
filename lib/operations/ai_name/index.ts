import 'server-only';
import { isNothingToName, type NamingEngine } from '../../engines/ai_name';
import { ERRORS } from '../../errors';
import { defineOperation } from '../types';
import { aiNameConfig } from './config';
import { aiNameContract } from './contract';
import { createNamingEngine } from './engine';
import { nothingToNameFrom, requireAnImage } from './images-to-name-from';

export const aiName = defineOperation({
  name: 'ai_name',
  contract: aiNameContract,
  config: aiNameConfig,
  limits: (config) => ({ imageMaxBytes: config.IMAGE_MAX_BYTES }),
  engineErrors: { failed: ERRORS.upstream_failed, unavailable: ERRORS.upstream_unavailable },
  brokenAnswer: { condition: ERRORS.upstream_failed, message: 'The naming engine produced a name outside the rules.' },
  // The embedded namer reads a post's images, through OCR's own queue, when its text says little.
  createEngine: (config, shared): NamingEngine => createNamingEngine(config, shared),
  async run({ event }, { user, signal }, { engine, loadImage }) {
    const images = (event.images ?? []).flatMap((url, index) =>
      url.trim() === '' ? [] : [{ url, field: `event.images[${index}]` }],
    );
    const text = event.text ?? '';
    // A post without text is named from its images: an engine shown them needs one that loads; an
    // engine that reads their text refuses the post when they give none (NothingToNameError).
    if (text.trim() === '' && engine.images === 'seen') await requireAnImage(loadImage, images, signal);
    const answer = await engine
      .name({ id: event.id, text, images: images.map(({ url }) => url) }, { signal, user })
      .catch((error: unknown) => {
        throw isNothingToName(error) ? nothingToNameFrom(images, error.images) : error;
      });
    return { body: { name: answer.name, ticker: answer.ticker }, engine: engine.id };
  },
});
