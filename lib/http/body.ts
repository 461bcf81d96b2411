import { ApiError } from '../errors';
import { formatBytes } from '../format';

/**
 * Reads a request body as text, stopping as soon as it passes `limit` bytes: an oversized body is
 * refused without being buffered whole (route handlers in Next.js have no body limit of their own).
 * With `timeoutMs`, a body not complete by then is refused too (408 `request_timeout`): a caller
 * that sends part of a body and stalls holds nothing longer than that.
 */
export async function readBodyText(request: Request, limit: number, timeoutMs?: number): Promise<string> {
  const tooLarge = () =>
    new ApiError('invalid_message', `The request body is larger than the ${formatBytes(limit)} limit.`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';

  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const expired =
    timeoutMs === undefined
      ? undefined
      : new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(bodyTimedOut(timeoutMs)), timeoutMs);
        });
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await (expired ? Promise.race([reader.read(), expired]) : reader.read());
      if (done) break;
      received += value.byteLength;
      if (received > limit) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    // Not awaited: cancelling a stalled upload's stream settles only once its caller sends or leaves.
    reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes =
    chunks.length === 1 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, received) : Buffer.concat(chunks);
  // A leading byte-order mark is dropped, as TextDecoder would; malformed UTF-8 becomes U+FFFD.
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bytes.toString('utf8', start);
}

/** Parses the body as JSON; anything but a JSON object is `invalid_message`. */
export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Judged only once parsing failed: trimming copies the whole body, megabytes with images.
    if (text.trim() === '') throw new ApiError('invalid_message', 'The request body is empty: send a JSON object.');
    throw new ApiError('invalid_message', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError('invalid_message', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function bodyTimedOut(timeoutMs: number): ApiError {
  return new ApiError(
    'request_timeout',
    `The request body did not arrive in full within ${timeoutMs / 1000} s; send it again without pausing.`,
    // The rest of a stalled body is not waited for: the connection closes after this answer.
    { headers: { Connection: 'close' } },
  );
}
