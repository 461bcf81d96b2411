import { startOnnxSession, type OnnxMemoryOptions } from '../../threads/onnx-session';
import { serveJobs } from '../../threads/serve-jobs';
import type { OnnxInput } from './onnx-threads';

/** What an ONNX thread is started with: its model, and how its session holds memory. */
export interface OnnxThreadData extends OnnxMemoryOptions {
  modelPath: string;
}

/** A grey pixel's value in each of the network's three input channels: `(pixel / divisor - mean[c]) / std[c]`. */
export interface Normalisation {
  divisor: number;
  mean: readonly [number, number, number];
  std: readonly [number, number, number];
}

export interface NetworkOutput {
  data: Float32Array;
  dims: readonly number[];
}

export interface OnnxThreadWork<Data, Job extends OnnxInput = OnnxInput> {
  normalisation: Normalisation;
  /** The answer sent back (its memory handed over), from the network's first output for `job`. */
  answer(output: NetworkOutput, data: Data, job: Job): Float32Array | Float64Array;
  afterAnswer?(): void;
}

/**
 * What each thread of an OnnxThreads pool runs (detector-thread.ts, recognizer-thread.ts): one
 * onnxruntime session, single-threaded and sequential, that reads each grey image it is sent as its
 * three input channels. onnxruntime is loaded only where the session runs (not in the thread that
 * relays to a process thread).
 */
export function serveOnnxSession<Data extends OnnxThreadData, Job extends OnnxInput = OnnxInput>(
  work: OnnxThreadWork<Data, Job>,
): void {
  let ready: ReturnType<typeof startOnnxSession> | undefined;
  serveJobs<Data, Job>({
    // As the other engines' threads: the event loop's answers (fast 503s among them) come first.
    nicerBy: 5,
    onStart(data) {
      ready = startOnnxSession(data.modelPath, data);
      ready.catch(() => undefined);
    },
    async handle(job, data) {
      const { ort, session } = await ready!;
      const input = new ort.Tensor('float32', inputChannels(job, work.normalisation), [
        job.count ?? 1,
        3,
        job.height,
        job.width,
      ]);
      const output = await session.run({ [session.inputNames[0]!]: input });
      const answer = work.answer(output[session.outputNames[0]!] as unknown as NetworkOutput, data, job);
      return { result: answer, transfer: [answer.buffer as ArrayBuffer] };
    },
    describe: (error) => (error instanceof Error ? error.message : String(error)),
    afterReply: work.afterAnswer,
  });
}

/** The images' pixels as the network's [count, 3, height, width] input. */
function inputChannels(
  { pixels, width, height, count = 1 }: OnnxInput,
  { divisor, mean, std }: Normalisation,
): Float32Array {
  const plane = width * height;
  const input = new Float32Array(3 * plane * count);
  for (let image = 0; image < count; image++) {
    const source = image * plane;
    for (let c = 0; c < 3; c++) {
      const offset = (3 * image + c) * plane;
      for (let i = 0; i < plane; i++) input[offset + i] = (pixels[source + i]! / divisor - mean[c]!) / std[c]!;
    }
  }
  return input;
}
