import 'server-only';
import { getNamingEngine } from '../../engines/ai_name';
import { ApiError } from '../../errors';
import { defineOperation } from '../types';
import { AiNameRequestSchema, AiNameResponseSchema } from './schema';

export const aiName = defineOperation({
  name: 'ai_name',
  imageEdit: false,
  request: AiNameRequestSchema,
  response: AiNameResponseSchema,
  async run({ event }, { signal }) {
    const engine = getNamingEngine();
    const answer = await engine.name(
      { id: event.id, text: event.text ?? '', images: (event.images ?? []).filter((url) => url.trim() !== '') },
      { signal },
    );
    const checked = AiNameResponseSchema.safeParse({ name: answer.name, ticker: answer.ticker });
    if (!checked.success) throw new ApiError('upstream_failed', 'The naming engine produced a name outside the rules.');
    return { body: checked.data, engine: engine.id };
  },
});
