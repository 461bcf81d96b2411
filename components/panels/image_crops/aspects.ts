import {
  ASPECT_PART_MAX,
  cropHeight,
  CROPS_MAX,
  HEIGHT_MAX,
  WIDTH_MAX,
  WIDTH_MIN,
} from '@/lib/operations/image_crops/contract';
import type { CropsRequest } from './types';

/** The aspects a launch usually needs: a square logo, a banner, a video frame, a portrait post. */
export const PRESET_ASPECTS = ['1:1', '3:1', '16:9', '4:5'];

const ASPECT = /^\s*(\d+)\s*:\s*(\d+)\s*$/;

/** A typed aspect as "W:H", or why it is not one. */
export function parseAspect(text: string): { aspect: string } | { problem: string } {
  const match = ASPECT.exec(text);
  const [w, h] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || w < 1 || h < 1 || w > ASPECT_PART_MAX || h > ASPECT_PART_MAX) {
    return { problem: `Write an aspect as W:H with whole numbers 1 to ${ASPECT_PART_MAX}, e.g. 2:1.` };
  }
  return { aspect: `${w}:${h}` };
}

/** What the page can tell before sending; everything else is the API's to judge. */
export function requestProblem(request: CropsRequest): string | undefined {
  if (request.images.length === 0) return 'Add at least one image.';
  if (request.crops.length === 0) return 'Pick at least one aspect.';
  if (request.crops.length > CROPS_MAX) return `At most ${CROPS_MAX} aspects at once.`;
  for (const { aspect, width } of request.crops) {
    if (!Number.isInteger(width) || width < WIDTH_MIN || width > WIDTH_MAX) {
      return `The width must be a whole number from ${WIDTH_MIN} to ${WIDTH_MAX}.`;
    }
    if (cropHeight(aspect, width) > HEIGHT_MAX)
      return `At ${aspect} and ${width} wide the crop would be over ${HEIGHT_MAX} high.`;
  }
  return undefined;
}
