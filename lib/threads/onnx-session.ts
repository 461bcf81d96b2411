import { foldModelFile } from '../onnx-graph/fold-in-thread';

/** How a session holds its working memory. */
export interface OnnxMemoryOptions {
  /** onnxruntime's CPU arena (on unless false): freed tensors go back to it, not to the system. */
  memoryArena?: boolean;
  /**
   * onnxruntime's memory pattern (on unless false): all of a run's activations planned as one block,
   * planned again and held for every new input shape. Off, each activation is its own allocation
   * from the arena, which reuses them across shapes.
   */
  memoryPattern?: boolean;
}

export interface OnnxSessionOptions extends OnnxMemoryOptions {
  /**
   * Whether a model given by its path has its scale-and-shift chains and hard-swishes folded first
   * (onnx-graph/fold.ts: the same function in fewer operators), on a short-lived thread of its own;
   * on unless false. Should the fold fail, the model is run as it is, and the failure is logged.
   */
  fold?: boolean;
}

/**
 * One onnxruntime session as the engines' threads run them: one intra-op thread, sequential, so that
 * a session takes one core of its pool's and does not fight the other threads for them. onnxruntime
 * is loaded here, on first use, only where a session runs.
 */
export async function startOnnxSession(
  model: string | Uint8Array,
  { memoryArena = true, memoryPattern = true, fold = true }: OnnxSessionOptions = {},
) {
  const ort = await import('onnxruntime-node');
  const options = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: memoryArena,
    enableMemPattern: memoryPattern,
  } as const;
  const source = typeof model === 'string' && fold ? ((await foldedOrNothing(model)) ?? model) : model;
  const session = await (typeof source === 'string'
    ? ort.InferenceSession.create(source, options)
    : ort.InferenceSession.create(source, options));
  return { ort, session };
}

async function foldedOrNothing(modelPath: string): Promise<Uint8Array | undefined> {
  try {
    return await foldModelFile(modelPath);
  } catch (error) {
    console.warn(`onnx: ${modelPath} runs unfolded: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
