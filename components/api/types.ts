export type OperationName = 'image_edit' | 'ocr' | 'ai_name';

export interface RateLimitInfo {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** One finished call as the console saw it: what was sent, what came back, and how. */
export interface RunRecord {
  id: string;
  operation: OperationName;
  startedAt: number;
  latencyMs: number;
  request: unknown;
  status: number;
  ok: boolean;
  requestId?: string;
  engine?: string;
  rateLimit?: RateLimitInfo;
  retryAfterSeconds?: number;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  response: unknown;
  error?: { code: string; message: string };
}

export interface ImageEditResponse {
  requestId: string;
  images: string[];
}

export interface OcrLine {
  text: string;
  confidence: number;
  points: Array<{ x: number; y: number }>;
}

export interface OcrResponse {
  requestId: string;
  results: Array<{ imageIndex: number; text: string; lines: OcrLine[] }>;
}

export interface NamingResponse {
  name: string;
  ticker: string;
}
