import { CANVAS_SIZE } from '../canvas';
import { fromRaw, toRaw, type RawImage } from '../../../images/raw';
import { blit, solid } from '../pixels';
import { renderText } from './draw-text';
import type { EditedImage, EditInput, ImageEditEngine } from '../types';
import { render, withNoFace, type RenderReport } from './compose';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';
import { applyStep } from './filters';
import type { EditPlan, Step } from './plan';

const MARGIN = 20;
/** A prompt that asks for a picture of text alone, whatever images come with it. */
const TEXT_ONLY =
  /\b(?:text[-\s]only|only\s+(?:the\s+)?(?:text|words?|letters)|just\s+(?:the\s+)?(?:text|words?|letters)|plain\s+text|(?:no|without(?:\s+the)?)\s+(?:photo|picture|image|pic)s?)\b/i;

export { render } from './compose';

/**
 * The embedded editor: offline and deterministic. Every prompt is read once into a plan (see
 * parse-prompt.ts), with or without images. With inputs the plan is rendered on them (see
 * compose.ts); with none (or a prompt asking for text alone) the canvas is the picture: it takes the
 * background and the text the plan names, and the photo effects apply to it. A prompt with no image
 * that names nothing to draw is drawn whole as text. The result carries the plan it applied, for the
 * X-Edit-Plan header.
 */
export const localImageEditor: ImageEditEngine = {
  id: 'local',
  async edit(input: EditInput): Promise<EditedImage> {
    const textOnly = input.images.length === 0 || TEXT_ONLY.test(input.prompt);
    const plan = parsePrompt(input.prompt, { textOnly, pictures: input.images.length });
    if (textOnly && drawsOnItsOwn(plan)) {
      const canvas = await render(plan, []);
      return { ...(await applyToCanvas(canvas, plan)), applied: describePlan(asDone(plan, undefined, 0)) };
    }
    if (input.images.length === 0) return { ...(await drawPrompt(input.prompt)), applied: ['text(prompt)'] };
    // "text only" with images that the prompt draws nothing for: the images are edited after all.
    const onImages = textOnly ? parsePrompt(input.prompt, { pictures: input.images.length }) : plan;
    const report: RenderReport = { faces: 0 };
    const image = await render(onImages, input.images, report);
    return { ...image, applied: describePlan(asDone(onImages, report, input.images.length)) };
  },
};

/**
 * The plan as done, from what rendering found out (`report`; undefined: there was no picture to look
 * in): what needed a face, a subject or several pictures and found none is owned up to with why.
 */
function asDone(plan: EditPlan, report: RenderReport | undefined, pictures: number): EditPlan {
  const laid = withLayoutUsed(withFacesFound(plan, report?.faces), report ?? { faces: 0 }, pictures);
  return withFacesCovered(withFaceZoom(withLookedFor(laid, report), report), report);
}

/** A step that pixelates or blurs the faces only ("pixelate his face"). */
const coversFaces = (step: Step): step is Extract<Step, { kind: 'pixelate' | 'blur' }> & { face: string } =>
  (step.kind === 'pixelate' || step.kind === 'blur') && step.face !== undefined;

/**
 * The plan as done: a face to pixelate or blur, with none found (or no picture to look in), is owned
 * up to with why, and the picture is left as it was rather than pixelated whole.
 */
function withFacesCovered(plan: EditPlan, report: RenderReport | undefined): EditPlan {
  const covers = plan.steps.filter(coversFaces);
  if (covers.length === 0 || report?.coveredFaces) return plan;
  const reason = report ? 'no face was found in the picture' : 'there is no picture to find a face in';
  return {
    ...plan,
    steps: plan.steps.filter((step) => !coversFaces(step)),
    declined: [...plan.declined, ...covers.map((step) => ({ part: step.face, reason }))],
  };
}

/**
 * A plan that draws something with no picture: text, a background or a poster. Stickers alone do not:
 * "gm 🚀" with no image is its own text, the emoji drawn large in it.
 */
function drawsOnItsOwn(plan: EditPlan): boolean {
  return (
    plan.texts.length > 0 || plan.background !== undefined || plan.steps.some((step) => step.kind === 'wanted-poster')
  );
}

/**
 * The plan as done: laser eyes say on how many faces, or, with none found (or no picture to look
 * in, `faces` undefined), are owned up to with why.
 */
function withFacesFound(plan: EditPlan, faces: number | undefined): EditPlan {
  if (!plan.steps.some((step) => step.kind === 'laser-eyes')) return plan;
  if (faces)
    return { ...plan, steps: plan.steps.map((step) => (step.kind === 'laser-eyes' ? { ...step, faces } : step)) };
  const reason = faces === undefined ? 'there is no picture to find a face in' : 'no face was found in the picture';
  return {
    ...plan,
    steps: plan.steps.filter((step) => step.kind !== 'laser-eyes'),
    declined: [...plan.declined, { part: 'laser eyes', reason }],
  };
}

/**
 * The plan as done: a zoom on the face says in how many pictures it found one, or, with none found
 * (or no picture), is owned up to with why.
 */
function withFaceZoom(plan: EditPlan, report: RenderReport | undefined): EditPlan {
  if (!plan.zoomOnFace) return plan;
  if (report?.faceZooms) return { ...plan, zoomOnFace: { faces: report.faceZooms } };
  const { zoom: _zoom, zoomOnFace: _onFace, ...rest } = plan;
  const reason = report ? 'no face was found in the picture' : 'there is no picture to find a face in';
  return { ...rest, declined: [...plan.declined, { part: 'zoom on the face', reason }] };
}

/**
 * The plan as done: the background blur, with no subject found (or no picture to look in), is owned
 * up to with why; a sticker asked for on a head or a face where no face was found is said to be where
 * it was drawn (the top, the centre).
 */
function withLookedFor(plan: EditPlan, report: RenderReport | undefined): EditPlan {
  const stickers = report?.headless
    ? plan.stickers.map((sticker) => ({ ...sticker, at: withNoFace(sticker.at) }))
    : plan.stickers;
  if (!plan.steps.some((step) => step.kind === 'blur-background')) return { ...plan, stickers };
  if (report?.subjects) return { ...plan, stickers };
  const reason = report ? 'no subject stands out from the background in the picture' : 'there is no picture';
  return {
    ...plan,
    stickers,
    steps: plan.steps.filter((step) => step.kind !== 'blur-background'),
    declined: [...plan.declined, { part: 'blur the background', reason }],
  };
}

/**
 * The plan as done: pictures asked to be put together say the arrangement they were put in, or,
 * with one picture or none, are owned up to.
 */
function withLayoutUsed(plan: EditPlan, report: RenderReport, pictures: number): EditPlan {
  if (!plan.merge) return plan;
  if (report.arrangement) return { ...plan, arrangement: report.arrangement };
  const reason = pictures === 0 ? 'there is no picture' : 'there is only one picture';
  return { ...plan, declined: [...plan.declined, { part: 'put together', reason }] };
}

/** With no picture the canvas is the picture: the plan's effects apply to it (kept 512x512). */
async function applyToCanvas(canvas: RawImage, plan: EditPlan): Promise<RawImage> {
  let picture = canvas;
  for (const step of plan.steps.filter((one) => !coversFaces(one))) picture = await applyStep(picture, step);
  if (picture.width === CANVAS_SIZE && picture.height === CANVAS_SIZE) return picture;
  return toRaw(fromRaw(picture).resize(CANVAS_SIZE, CANVAS_SIZE, { fit: 'cover' }));
}

function drawPrompt(prompt: string): Promise<RawImage> {
  const inner = CANVAS_SIZE - 2 * MARGIN;
  return renderText(prompt, { width: inner, height: inner, maxDpi: 300 }).then((text) => {
    const canvas = solid(CANVAS_SIZE, CANVAS_SIZE);
    blit(canvas, text, MARGIN, MARGIN);
    return canvas;
  });
}
