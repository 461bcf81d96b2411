import 'server-only';
import { AiNameResponseSchema } from '../../contract/ai_name';
import { ApiError } from '../../errors';
import { defineOperation } from '../types';

export const aiName = defineOperation({
  name: 'ai_name',
  engineErrors: { failed: 'upstream_failed', unavailable: 'upstream_unavailable' },
  async run({ event }, { signal }, { engines }) {
    const engine = engines.naming;
    const answer = await engine.name(
      { id: event.id, text: event.text ?? '', images: (event.images ?? []).filter((url) => url.trim() !== '') },
      { signal },
    );
    const checked = AiNameResponseSchema.safeParse({ name: answer.name, ticker: answer.ticker });
    if (!checked.success) throw new ApiError('upstream_failed', 'The naming engine produced a name outside the rules.');
    return { body: checked.data, engine: engine.id };
  },
});
