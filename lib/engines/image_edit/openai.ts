import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import CircuitBreaker from 'opossum';
import sharp from 'sharp';
import { engineFailed, engineUnavailable } from '../errors';
import { blankCanvas, CANVAS_SIZE, encodePng, onCanvas } from './canvas';
import { toRaw, WHITE, type RawImage } from '../../images/raw';
import { describeError, logger } from '../../log';
import type { EditInput, EditOptions, ImageEditEngine } from './types';

export interface OpenAiEditorSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after a time-out, a connection failure, a 5xx or a 429. */
  retries: number;
  maxResultPixels?: number;
  breaker?: { volumeThreshold?: number; errorThresholdPercentage?: number; resetTimeoutMs?: number };
  retryDelayMs?: number;
}

/** The upstream answered, but with a refusal or nothing usable: not its availability's fault. */
class UpstreamAnswerError extends Error {
  constructor(
    message: string,
    readonly upstreamStatus?: number,
    readonly upstreamCode?: string | null,
  ) {
    super(message);
    this.name = 'UpstreamAnswerError';
  }
}

const isRetryableStatus = (status: number | undefined) =>
  status === undefined || status === 408 || status === 429 || status >= 500;

/**
 * The hosted-model editor: sends the fitted canvases (a blank white one when there are no inputs)
 * to `images.edit`, and brings the answer back to a 512x512 picture. Upstream refusals and
 * unusable output are 502 image_edit_failed; time-outs, 5xx, 429, connection failures and an open
 * circuit are 503 image_edit_unavailable. The SDK's own retries are off (they honour any
 * Retry-After without a cap); a few bounded ones happen here, outside the breaker.
 */
export function createOpenAiEditor(settings: OpenAiEditorSettings): ImageEditEngine {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  const resetTimeoutMs = settings.breaker?.resetTimeoutMs ?? 30_000;
  const breaker = new CircuitBreaker((call: () => Promise<string>) => call(), {
    timeout: false,
    volumeThreshold: settings.breaker?.volumeThreshold ?? 10,
    errorThresholdPercentage: settings.breaker?.errorThresholdPercentage ?? 50,
    resetTimeout: resetTimeoutMs,
    rollingCountTimeout: 60_000,
    // Refusals and bad answers say nothing about availability, and a caller hanging up is not an outage.
    errorFilter: (error: unknown) => error instanceof UpstreamAnswerError || error instanceof APIUserAbortError,
  });
  let openedAt = 0;
  breaker.on('open', () => {
    openedAt = Date.now();
    logger.warn({ msg: 'image edit circuit opened', engine: 'openai' });
  });
  const secondsUntilHalfOpen = () => Math.max(1, Math.ceil((openedAt + resetTimeoutMs - Date.now()) / 1000));

  async function requestEdit(input: EditInput, files: File[], signal?: AbortSignal): Promise<string> {
    const gptImage = settings.model.startsWith('gpt-image');
    let result;
    try {
      result = await client.images.edit(
        {
          model: settings.model,
          image: files,
          prompt: input.prompt,
          size: '1024x1024',
          n: 1,
          ...(gptImage ? { output_format: 'jpeg' as const } : { response_format: 'b64_json' as const }),
        },
        { signal },
      );
    } catch (error) {
      if (error instanceof APIError && !(error instanceof APIConnectionError) && !isRetryableStatus(error.status)) {
        throw new UpstreamAnswerError('upstream refused the edit', error.status, error.code);
      }
      throw error;
    }
    const b64 = result.data?.[0]?.b64_json;
    if (!b64) throw new UpstreamAnswerError('upstream answered without image data');
    return b64;
  }

  return {
    id: 'openai',
    async edit(input: EditInput, options: EditOptions = {}): Promise<RawImage> {
      const canvases =
        input.images.length > 0 ? await Promise.all(input.images.map((image) => onCanvas(image))) : [blankCanvas()];
      const files = await Promise.all(
        canvases.map(async (canvas, index) =>
          toFile(await encodePng(canvas), `image-${index + 1}.png`, { type: 'image/png' }),
        ),
      );
      for (let attempt = 0; ; attempt += 1) {
        try {
          const b64 = await breaker.fire(() => requestEdit(input, files, options.signal));
          return await decodeResult(b64, settings.maxResultPixels ?? 40_000_000);
        } catch (error) {
          if (breaker.opened && !(error instanceof UpstreamAnswerError)) {
            throw engineUnavailable(UNAVAILABLE_MESSAGE, secondsUntilHalfOpen(), error);
          }
          if (error instanceof UpstreamAnswerError) {
            logger.warn({
              msg: 'image edit refused or unusable',
              upstreamStatus: error.upstreamStatus,
              upstreamCode: error.upstreamCode,
            });
            throw engineFailed(failureMessage(error), error);
          }
          const retryable = !(error instanceof APIUserAbortError) && !options.signal?.aborted;
          logger.warn({
            msg: 'image edit upstream unavailable',
            attempt,
            status: (error as APIError).status,
            ...describeError(error),
          });
          if (!retryable || attempt >= settings.retries) {
            throw engineUnavailable(UNAVAILABLE_MESSAGE, 5, error);
          }
          await sleep((settings.retryDelayMs ?? 250) * 2 ** attempt);
        }
      }
    },
  };
}

const UNAVAILABLE_MESSAGE = 'Image editing is temporarily unavailable; retry with backoff.';

function failureMessage(error: UpstreamAnswerError): string {
  if (error.upstreamStatus !== undefined) return 'The image model refused the prompt or the images.';
  return 'The image model did not return a usable image.';
}

/** The model's answer, checked and brought to the canvas size; anything undecodable is a failed edit. */
async function decodeResult(b64: string, maxPixels: number): Promise<RawImage> {
  try {
    return await toRaw(
      sharp(Buffer.from(b64, 'base64'), { limitInputPixels: maxPixels, failOn: 'error' })
        .flatten({ background: WHITE })
        .resize(CANVAS_SIZE, CANVAS_SIZE, { fit: 'contain', background: WHITE }),
    );
  } catch (error) {
    throw new UpstreamAnswerError(`upstream image could not be decoded: ${describeError(error).errorMessage}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
