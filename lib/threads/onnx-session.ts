/**
 * One onnxruntime session as the engines' threads run them: one intra-op thread, sequential, so that
 * a session takes one core of its pool's and does not fight the other threads for them. onnxruntime
 * is loaded here, on first use, only where a session runs.
 */
export async function startOnnxSession(
  model: string | Uint8Array,
  { memoryArena = true }: { memoryArena?: boolean } = {},
) {
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(model as string, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    enableCpuMemArena: memoryArena,
  });
  return { ort, session };
}
