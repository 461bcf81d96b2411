import { startOnnxSession, type OnnxMemoryOptions } from '../../threads/onnx-session';
import { arrayBudget } from '../../threads/collect-garbage';
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
  /**
   * For a network whose first output is a map of its input's pixels ([1, 1, H, W]): an input taller
   * than this many rows (a multiple of 32; none: never) is read in horizontal bands of them, each
   * with BAND_CONTEXT rows of the page above and below, and their maps stitched back. The network's
   * activations then take a band's memory, not a page's.
   */
  bandRows?(job: Job): number | undefined;
  /** The answer sent back (its memory handed over), from the network's first output for `job`. */
  answer(output: NetworkOutput, data: Data, job: Job): Float32Array | Float64Array;
  /** How the thread collects its runs' arrays once they reach ARRAY_BUDGET (arrayBudget). */
  collect: 'minor' | 'major';
}

/**
 * The bytes of input and output arrays a thread's runs may leave behind before it collects them
 * (arrayBudget): left to V8, each thread held 60–120 MB of them at the bench's peak (a recogniser's
 * output is 6,625 probabilities a time step, 4 MB for a 1,280-pixel line).
 */
const ARRAY_BUDGET = 8 * 1024 * 1024;

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
  const budget = arrayBudget(ARRAY_BUDGET, work.collect);
  let allocated = 0;
  serveJobs<Data, Job>({
    // As the other engines' threads: the event loop's answers (fast 503s among them) come first.
    nicerBy: 5,
    onStart(data) {
      ready = startOnnxSession(data.modelPath, data);
      ready.catch(() => undefined);
    },
    async handle(job, data) {
      const { ort, session } = await ready!;
      const run = async (channels: Float32Array, height: number): Promise<NetworkOutput> => {
        const input = new ort.Tensor('float32', channels, [job.count ?? 1, 3, height, job.width]);
        const output = await session.run({ [session.inputNames[0]!]: input });
        allocated += channels.byteLength;
        for (const name of session.outputNames) allocated += (output[name]!.data as Float32Array).byteLength;
        return output[session.outputNames[0]!] as unknown as NetworkOutput;
      };
      const channels = inputChannels(job, work.normalisation);
      const rows = work.bandRows?.(job);
      const output =
        rows && job.height > rows + 2 * BAND_CONTEXT && (job.count ?? 1) === 1
          ? await runInBands(run, channels, job.width, job.height, rows)
          : await run(channels, job.height);
      const answer = work.answer(output, data, job);
      return { result: answer, transfer: [answer.buffer as ArrayBuffer] };
    },
    describe: (error) => (error instanceof Error ? error.message : String(error)),
    // After the answer has gone: what its runs allocated counts against the budget.
    afterReply() {
      budget.spend(allocated);
      allocated = 0;
    },
  });
}

/** Rows of the page read above and below each band (a multiple of 32), so that its map near the cut is as the whole page's. */
export const BAND_CONTEXT = 64;

/**
 * The map of a one-image input read band by band: the rows [start, start + rows) of the map come
 * from a run on those rows and BAND_CONTEXT more on each side (as far as the page goes).
 */
export async function runInBands(
  run: (channels: Float32Array, height: number) => Promise<NetworkOutput>,
  channels: Float32Array,
  width: number,
  height: number,
  rows: number,
): Promise<NetworkOutput> {
  const plane = width * height;
  const map = new Float32Array(plane);
  for (let start = 0; start < height; start += rows) {
    const from = Math.max(0, start - BAND_CONTEXT);
    const to = Math.min(height, start + rows + BAND_CONTEXT);
    const bandPlane = (to - from) * width;
    const band = new Float32Array(3 * bandPlane);
    for (let c = 0; c < 3; c++)
      band.set(channels.subarray(c * plane + from * width, c * plane + to * width), c * bandPlane);
    const { data } = await run(band, to - from);
    const keep = Math.min(rows, height - start);
    map.set(data.subarray((start - from) * width, (start - from + keep) * width), start * width);
  }
  return { data: map, dims: [1, 1, height, width] };
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
