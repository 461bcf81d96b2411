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

/**
 * One onnxruntime session as the engines' threads run them: one intra-op thread, sequential, so that
 * a session takes one core of its pool's and does not fight the other threads for them. onnxruntime
 * is loaded here, on first use, only where a session runs.
 */
export async function startOnnxSession(
  model: string | Uint8Array,
  { memoryArena = true, memoryPattern = true }: OnnxMemoryOptions = {},
) {
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(model as string, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: memoryArena,
    enableMemPattern: memoryPattern,
  });
  return { ort, session };
}
