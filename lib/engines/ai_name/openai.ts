import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import { EngineError, engineFailed, engineUnavailable, isEngineError } from '../errors';
import { describePost, NAMING_SYSTEM_PROMPT } from './prompt';
import { repairName, repairTicker, TokenNameAnswerSchema } from './rules';
import type { NamingEngine, NamingInput, NamingOptions, TokenName } from './types';

export interface OpenAiNamingOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Time for one answer, retries included. */
  timeoutMs: number;
  /** Retries of a failed attempt (connection errors, 408, 409, 429, 5xx); 1 by default. */
  maxRetries?: number;
}

/** Seconds a caller should wait after the backend timed out or could not be reached. */
const RETRY_AFTER_SECONDS = 5;
const RESPONSE_FORMAT = zodResponseFormat(TokenNameAnswerSchema, 'token_name');

/** Images the model can be shown: public http(s) URLs and base64 image data URLs. */
function visibleImages(images: string[]): string[] {
  return images.filter((url) => /^https?:\/\//i.test(url) || /^data:image\/[a-z0-9.+-]+;base64,/i.test(url));
}

/** The model's answer, checked against the naming rules; repaired when a repair keeps its meaning. */
export function acceptAnswer(content: string | null | undefined): TokenName {
  let raw: unknown;
  try {
    raw = JSON.parse(content ?? '');
  } catch {
    throw engineFailed('The naming model answered with something that is not JSON.');
  }
  const exact = TokenNameAnswerSchema.safeParse(raw);
  if (exact.success) return exact.data;
  const answer = raw as { name?: unknown; ticker?: unknown } | null;
  if (typeof answer?.name !== 'string' || typeof answer.ticker !== 'string') {
    throw engineFailed('The naming model did not answer with a name and a ticker.');
  }
  const repaired = TokenNameAnswerSchema.safeParse({
    name: repairName(answer.name),
    ticker: repairTicker(answer.ticker.replace(/^\$/, '')),
  });
  if (!repaired.success) throw engineFailed('The naming model answered with a name or ticker outside the rules.');
  return repaired.data;
}

function unavailable(cause: unknown, retryAfter = RETRY_AFTER_SECONDS): EngineError {
  return engineUnavailable(
    'The naming model did not answer in time or could not be reached; retry with backoff.',
    retryAfter,
    cause,
  );
}

function retryAfterOf(error: InstanceType<typeof OpenAI.APIError>): number {
  const header = Number(error.headers?.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : RETRY_AFTER_SECONDS;
}

/** Maps what the SDK throws to the contract's errors (docs/api.md, "Statuses and error codes"). */
function mapFailure(error: unknown, deadline: AbortSignal, caller: AbortSignal | undefined): unknown {
  if (isEngineError(error)) return error;
  if (error instanceof OpenAI.APIUserAbortError) {
    // The caller going away is not the backend's fault: pass their reason on unchanged.
    if (caller?.aborted) return caller.reason ?? error;
    return deadline.aborted ? unavailable(error) : error;
  }
  if (error instanceof OpenAI.APIConnectionError) return unavailable(error);
  if (error instanceof OpenAI.APIError) {
    if (error.status === 408 || error.status === 429) return unavailable(error, retryAfterOf(error));
    return engineFailed(`The naming model failed (status ${error.status ?? 'unknown'}).`, error);
  }
  if (error instanceof OpenAI.OpenAIError) {
    return engineFailed('The naming model gave no usable answer.', error);
  }
  return error;
}

/** Names a post with a hosted chat model (OpenAI or any server speaking its chat-completions API). */
export function createOpenAiNamingEngine(options: OpenAiNamingOptions): NamingEngine {
  const maxRetries = options.maxRetries ?? 1;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries,
    // Each attempt gets its share of the budget, so that a hung first attempt leaves time for a retry.
    timeout: Math.ceil(options.timeoutMs / (maxRetries + 1)),
  });

  async function name(input: NamingInput, { signal }: NamingOptions = {}): Promise<TokenName> {
    const images = visibleImages(input.images);
    const content: ChatCompletionContentPart[] = [
      { type: 'text', text: describePost(input.text, images.length) },
      ...images.map((url): ChatCompletionContentPart => ({ type: 'image_url', image_url: { url, detail: 'low' } })),
    ];
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: NAMING_SYSTEM_PROMPT },
            { role: 'user', content },
          ],
          response_format: RESPONSE_FORMAT,
          temperature: 0.4,
          max_completion_tokens: 200,
        },
        { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
      );
      const message = completion.choices[0]?.message;
      if (!message) throw engineFailed('The naming model returned no answer.');
      if (message.refusal) throw engineFailed('The naming model refused to name this post.');
      return acceptAnswer(message.content);
    } catch (error) {
      throw mapFailure(error, deadline, signal);
    }
  }

  return { id: 'openai', images: 'seen', name };
}
