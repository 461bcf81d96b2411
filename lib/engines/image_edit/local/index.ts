import { CANVAS_SIZE } from '../canvas';
import { type RawImage } from '../../../images/raw';
import { blit, solid } from '../pixels';
import { renderText } from './draw-text';
import type { EditedImage, EditInput, ImageEditEngine } from '../types';
import { render } from './compose';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';

const MARGIN = 20;
/** A prompt that asks for a picture of text alone, whatever images come with it. */
const TEXT_ONLY =
  /\b(?:text[-\s]only|only\s+(?:the\s+)?(?:text|words?|letters)|just\s+(?:the\s+)?(?:text|words?|letters)|plain\s+text|(?:no|without(?:\s+the)?)\s+(?:photo|picture|image|pic)s?)\b/i;

export { render } from './compose';

/**
 * The embedded editor: offline and deterministic. With no inputs it draws the text the prompt
 * names, in the colours it names, or else the whole prompt as text on the white canvas; with inputs it reads the prompt into a plan (see parse-prompt.ts) and renders
 * it (see compose.ts). The result carries the plan it applied, for the X-Edit-Plan header.
 */
export const localImageEditor: ImageEditEngine = {
  id: 'local',
  async edit(input: EditInput): Promise<EditedImage> {
    if (input.images.length === 0 || TEXT_ONLY.test(input.prompt)) {
      // A prompt that names its text and how to draw it ("the word "GM" in white on a black
      // background") is drawn as asked, without the pictures; with none, any other is drawn as written.
      const plan = parsePrompt(input.prompt, { textOnly: true });
      if (plan.texts.length > 0 && plan.ignored.length === 0)
        return { ...(await render(plan, [])), applied: describePlan(plan) };
      if (input.images.length === 0) return { ...(await drawPrompt(input.prompt)), applied: ['text(prompt)'] };
    }
    const plan = parsePrompt(input.prompt);
    return { ...(await render(plan, input.images)), applied: describePlan(plan) };
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
