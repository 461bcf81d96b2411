import { CANVAS_SIZE } from '../../../images/canvas';
import { blit, solid, type RawImage } from '../../../images/raw';
import { renderText } from '../../../images/text';
import type { EditInput, ImageEditEngine } from '../types';
import { applyStep } from './filters';
import { arrange, type Region } from './layout';
import { parsePrompt } from './parse-prompt';
import type { EditPlan } from './plan';

const MARGIN = 20;
const CAPTION_HEIGHT = 80;

/**
 * The embedded editor: offline and deterministic. With no inputs it draws the prompt as text on
 * the white canvas; with inputs it applies the edits the prompt names (see parse-prompt.ts) to
 * each picture, lays the pictures out, then adds the caption band and the border.
 */
export const localImageEditor: ImageEditEngine = {
  id: 'local',
  async edit(input: EditInput): Promise<RawImage> {
    if (input.images.length === 0) return drawPrompt(input.prompt);
    return render(parsePrompt(input.prompt), input.images);
  },
};

function drawPrompt(prompt: string): Promise<RawImage> {
  const inner = CANVAS_SIZE - 2 * MARGIN;
  return renderText(prompt, { width: inner, height: inner, maxDpi: 300 }).then((text) => {
    const canvas = solid(CANVAS_SIZE, CANVAS_SIZE);
    blit(canvas, text, MARGIN, MARGIN);
    return canvas;
  });
}

export async function render(plan: EditPlan, images: RawImage[]): Promise<RawImage> {
  const edited = await Promise.all(
    images.map(async (image) => {
      let picture = image;
      for (const step of plan.steps) picture = await applyStep(picture, step);
      return picture;
    }),
  );
  const canvas = solid(CANVAS_SIZE, CANVAS_SIZE, plan.border?.colour);
  const inset = plan.border?.width ?? 0;
  const inside: Region = { x: inset, y: inset, width: CANVAS_SIZE - 2 * inset, height: CANVAS_SIZE - 2 * inset };
  blit(canvas, solid(inside.width, inside.height), inside.x, inside.y);

  const pictures: Region = plan.caption ? { ...inside, height: inside.height - CAPTION_HEIGHT } : inside;
  await arrange(canvas, edited, pictures, plan.arrangement);
  if (plan.caption) {
    const band = await renderText(plan.caption, { width: inside.width - 16, height: CAPTION_HEIGHT - 12, maxDpi: 150 });
    blit(canvas, band, inside.x + 8, pictures.y + pictures.height + 6);
  }
  return canvas;
}
