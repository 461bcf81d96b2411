import { describeZodError } from '@/lib/validation';
import { ASPECT_PART_MAX, ImageCropsRequestSchema, isAspect } from '@/lib/operations/image_crops/contract';
import type { CropsRequest } from './types';

/** The aspects a launch usually needs: a square logo, a banner, a video frame, a portrait post. */
export const PRESET_ASPECTS = ['1:1', '3:1', '16:9', '4:5'];

const TYPED_ASPECT = /^\s*(\d+)\s*:\s*(\d+)\s*$/;

/** A typed aspect as the contract writes it ("02 : 1" is "2:1"), or why it is not one. */
export function parseAspect(text: string): { aspect: string } | { problem: string } {
  const match = TYPED_ASPECT.exec(text);
  const aspect = match ? `${Number(match[1])}:${Number(match[2])}` : '';
  if (!isAspect(aspect)) {
    return { problem: `Write an aspect as W:H with whole numbers 1 to ${ASPECT_PART_MAX}, e.g. 2:1.` };
  }
  return { aspect };
}

/** What the page can tell before sending, in its own words where it can, else in the contract's. */
export function requestProblem(request: CropsRequest): string | undefined {
  if (request.images.length === 0) return 'Add at least one image.';
  if (request.crops.length === 0) return 'Pick at least one aspect.';
  const checked = ImageCropsRequestSchema.safeParse(request);
  return checked.success ? undefined : describeZodError(checked.error);
}
