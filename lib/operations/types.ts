import type { z } from 'zod';
import type { Config } from '../config';
import type { OperationContract, OperationName, RequestOf, ResponseOf } from '../contract/operations';
import type { NamingEngine } from '../engines/ai_name';
import type { ImageEditor } from '../engines/image_edit';
import type { OcrEngine } from '../engines/ocr';
import type { ImageLoader } from '../images/types';
import type { Capacity, CapacitySettings } from './capacity';
import type { EngineErrorKinds } from './engine-errors';

export type { OperationName } from '../contract/operations';

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

/** The engines of this process, built once by the composition root. */
export interface Engines {
  imageEdit: ImageEditor;
  ocr: OcrEngine;
  naming: NamingEngine;
}

/** What an operation's run is given besides its input: everything it may use, passed in. */
export interface OperationServices {
  config: Config;
  engines: Engines;
  loadImage: ImageLoader;
  /** The operation's own capacity, when its descriptor declares one. */
  capacity?: Capacity;
}

/**
 * One operation: its contract (lib/contract/operations.ts) says what it accepts and answers; this
 * says how it runs. Adding an operation is a contract entry, one of these, and a route file.
 */
export interface OperationDescriptor<N extends OperationName> {
  name: N;
  /** What its engine's failures become (lib/operations/engine-errors.ts). */
  engineErrors: EngineErrorKinds;
  /** Slots, queue and wait for its engine work, when that work must be bounded. */
  capacity?(config: Config): CapacitySettings;
  run(input: RequestOf<N>, context: RunContext, services: OperationServices): Promise<RunResult<ResponseOf<N>>>;
}

/** What the request pipeline runs: a descriptor bound to its contract, configured schema and services. */
export interface Operation {
  name: OperationName;
  contract: OperationContract;
  request: z.ZodType;
  response: z.ZodType;
  capacity?: Capacity;
  run(input: unknown, context: RunContext): Promise<RunResult<unknown>>;
}

export function defineOperation<N extends OperationName>(descriptor: OperationDescriptor<N>): OperationDescriptor<N> {
  return descriptor;
}
