import type { z } from 'zod';

export type OperationName = 'ai_name' | 'ocr' | 'image_edit';

export interface RunContext {
  requestId: string;
  user: string;
  keyId: string;
  /** Aborted when the caller goes away or the server gives up on the request. */
  signal: AbortSignal;
}

export interface RunResult<Response> {
  body: Response;
  /** Which engine answered, for the X-Engine header and logs. */
  engine: string;
  /** Extra response headers the operation sets (image edit: X-Edit-Plan). */
  headers?: Record<string, string>;
}

/** What the request pipeline needs to know about one operation. */
export interface Operation<Request = unknown, Response = unknown> {
  name: OperationName;
  /** Needs the key's image-edit flag, and counts against the separate image-edit limit. */
  imageEdit: boolean;
  request: z.ZodType<Request>;
  response: z.ZodType<Response>;
  run(input: Request, context: RunContext): Promise<RunResult<Response>>;
}

export function defineOperation<Request, Response>(operation: Operation<Request, Response>): Operation<Request, Response> {
  return operation;
}
