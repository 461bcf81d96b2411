import { describe, expect, it } from 'vitest';
import { BAND_CONTEXT, runInBands, type NetworkOutput } from './serve-onnx-session';

/** A page's three input planes, each pixel holding a value of its own position. */
function channels(width: number, height: number): Float32Array {
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) for (let i = 0; i < plane; i++) input[c * plane + i] = i + c * 0.25;
  return input;
}

describe('runInBands', () => {
  it('stitches band maps into the page map, each band run with its context rows', async () => {
    const [width, height, rows] = [8, 1000, 384];
    const runs: number[] = [];
    // A network whose map is its first input plane: the stitched map must be the page's own.
    const run = async (band: Float32Array, bandHeight: number): Promise<NetworkOutput> => {
      runs.push(bandHeight);
      return { data: band.slice(0, bandHeight * width), dims: [1, 1, bandHeight, width] };
    };
    const input = channels(width, height);
    const { data, dims } = await runInBands(run, input, width, height, rows);
    expect(dims).toEqual([1, 1, height, width]);
    expect(Array.from(data)).toEqual(Array.from(input.subarray(0, width * height)));
    expect(runs).toEqual([rows + BAND_CONTEXT, rows + 2 * BAND_CONTEXT, height - 2 * rows + BAND_CONTEXT]);
    expect(Math.max(...runs)).toBeLessThan(height);
  });

  it('hands each band its rows of every plane, not of the first alone', async () => {
    const [width, height] = [4, 200];
    const seen: number[] = [];
    const run = async (band: Float32Array, bandHeight: number): Promise<NetworkOutput> => {
      seen.push(band[2 * bandHeight * width]! % 1);
      return { data: new Float32Array(bandHeight * width), dims: [1, 1, bandHeight, width] };
    };
    await runInBands(run, channels(width, height), width, height, 64);
    expect(seen.every((fraction) => fraction === 0.5)).toBe(true);
  });
});
