import { CANVAS_SIZE } from '../canvas';
import { type RawImage } from '../../../images/raw';
import { blit, solid } from '../pixels';
import { renderStyledText, type TextStyle } from './draw-text';
import { drawLayer, type Layer } from './text-layer';
import { applyStep } from './filters';
import { bestArrangement, place, type Placed, type Region } from './layout';
import type { Arrangement, Corner, EditPlan, Step, Sticker, TextOp, TextSize } from './plan';
import { drawLaserEyes, facesIn } from './laser-eyes';
import { blurBehind, subjectMask } from './background-blur';
import { drawRule, INK, paperCanvas, POSTER_MARGIN, posterTexts } from './poster';
import { backgroundCanvas, cropBoxFor, cropTo, drawShaped } from './shapes';
import { FacesOf } from './faces-of';
import { coverFaces, facesToCover } from './face-cover';
import { drawFrame } from './frame';
import type { Face } from '../../../faces/find-faces';
import { clearOf, type Rect } from './stickers';

const TEXT_MARGIN = 12;
/** Wanted line heights, in pixels, for captions of each size. */
const LINE_HEIGHT: Record<TextSize, number> = { small: 26, normal: 42, big: 72, huge: 104 };
/** A caption band is at least this tall, so that short text sits in a band of a steady size. */
const BAND_MIN_HEIGHT: Record<TextSize, number> = { small: 48, normal: 80, big: 96, huge: 120 };
const STICKER_SIZE: Record<TextSize, number> = { small: 56, normal: 88, big: 128, huge: 180 };
/** Meme lines may fill the width, up to this line height. */
const MEME_LINE_HEIGHT = 88;

/**
 * Renders a plan: edits each picture, paints the background (the letterbox around the fitted
 * pictures), makes room for caption bands, places the pictures through the shape, then draws the
 * text over them and the stickers, and the border around everything.
 */
export async function render(
  plan: EditPlan,
  images: RawImage[],
  report: RenderReport = { faces: 0 },
): Promise<RawImage> {
  const poster = plan.steps.some((step) => step.kind === 'wanted-poster');
  const steps = pictureSteps(plan.steps, poster);
  const edited = await Promise.all(
    images.map(async (image, index) => {
      let picture = image;
      const faces = new FacesOf();
      for (const step of steps) {
        // An edit asked of one picture of several leaves the others as they are.
        if (step.picture !== undefined && step.picture !== index) continue;
        if (step.kind === 'blur-background') {
          const mask = await subjectMask(picture);
          if (mask) report.subjects = (report.subjects ?? 0) + 1;
          if (mask) picture = await blurBehind(picture, mask, step.sigma);
          continue;
        }
        if ((step.kind === 'pixelate' || step.kind === 'blur') && step.face !== undefined) {
          const found = facesToCover(await faces.in(picture), picture.width, picture.height);
          report.coveredFaces = (report.coveredFaces ?? 0) + found.length;
          picture = await coverFaces(picture, found, step);
          continue;
        }
        if (step.kind !== 'laser-eyes') {
          picture = await applyStep(picture, step);
          faces.after(step, picture.width, picture.height);
          continue;
        }
        const found = await faces.in(picture);
        report.faces += found.length;
        picture = await drawLaserEyes(picture, found, step.colour?.colour);
      }
      // A zoom on the face is centred on the largest one; with none found, the picture is not zoomed.
      const focus = plan.zoomOnFace ? await faces.largestIn(picture) : undefined;
      if (focus) report.faceZooms = (report.faceZooms ?? 0) + 1;
      const box = cropBoxFor(picture.width, picture.height, {
        ...(plan.shape ? { shape: plan.shape } : {}),
        ...(plan.zoom && (focus || !plan.zoomOnFace) ? { zoom: plan.zoom } : {}),
        ...(focus ? { focus } : {}),
      });
      faces.cropped(box);
      return { picture: await cropTo(picture, box), faces };
    }),
  );
  const circle = plan.shape?.kind === 'circle';
  // A border asked for with a circle is its ring.
  const shape =
    plan.shape?.kind === 'circle' && plan.border && !plan.shape.ring
      ? { ...plan.shape, ring: plan.border }
      : plan.shape;
  const frame = circle ? undefined : plan.border;

  // With no picture, a circle is a coin: a disc of the background, its ring around it, on white.
  const coin = images.length === 0 && circle;
  const canvas = poster ? paperCanvas(CANVAS_SIZE) : backgroundCanvas(CANVAS_SIZE, coin ? undefined : plan.background);
  const inset = poster ? POSTER_MARGIN : (frame?.width ?? 0);
  const allTexts = poster ? posterTexts(plan.texts) : plan.texts;
  const inside: Region = { x: inset, y: inset, width: CANVAS_SIZE - 2 * inset, height: CANVAS_SIZE - 2 * inset };

  const textWidth = inside.width - 2 * TEXT_MARGIN;
  // A caption of one picture of several is drawn in that picture's cell (see drawInCell).
  const ofACell = (op: TextOp) => op.picture !== undefined && op.picture < images.length && images.length > 1;
  const cellTexts = allTexts.filter(ofACell);
  const texts = allTexts.filter((op) => !ofACell(op));
  const layers = await Promise.all(
    texts.map((text) => drawable(text.meme ? text.text.toLocaleUpperCase('en') : text.text, styleOf(text, textWidth))),
  );
  const pictures = { ...inside };
  const bands: Array<{ layer: Layer; y: number; op: TextOp }> = [];
  // Texts drawn over the picture: those asked for so, and bands the picture has no more room for.
  const over = new Set(texts.filter((op) => !op.band));
  for (const placement of ['top', 'bottom'] as const) {
    const inBand = texts
      .map((op, index) => ({ op, layer: layers[index]! }))
      .filter(({ op }) => op.band && op.placement === placement);
    for (const { op, layer } of inBand) {
      const height = Math.max(layer.height + 12, BAND_MIN_HEIGHT[op.size]);
      if (pictures.height - height < 96) {
        over.add(op);
        continue;
      }
      const y = placement === 'top' ? pictures.y : pictures.y + pictures.height - height;
      if (placement === 'top') pictures.y += height;
      pictures.height -= height;
      bands.push({ layer, y, op });
    }
  }
  // The bottom bands were taken from the canvas's edge inwards; they read in the order written, top
  // to bottom, from the picture's lower edge down.
  let below = pictures.y + pictures.height;
  for (const band of bands.filter(({ op }) => op.placement === 'bottom')) {
    band.y = below;
    below += Math.max(band.layer.height + 12, BAND_MIN_HEIGHT[band.op.size]);
  }

  const area = circle ? squareIn(pictures, 12) : pictures;
  const cropped = edited.map(({ picture }) => picture);
  const arrangement = plan.arrangement ?? (edited.length > 1 && !coin ? bestArrangement(cropped, area) : undefined);
  if (edited.length > 1) report.arrangement = arrangement;
  const placed = await place(coin ? [backgroundCanvas(area.width, plan.background)] : cropped, area, arrangement);
  /** The faces already found in each placed picture, on the canvas (undefined: not looked for). */
  const facesPlaced = coin
    ? []
    : placed.map(({ picture, x, y }, index) =>
        edited[index]!.faces.placed(x, y, picture.width / edited[index]!.picture.width),
      );
  for (const { picture, x, y } of placed) drawShaped(canvas, picture, x, y, shape);
  // A poster's picture is pasted on: a thin dark edge around it.
  if (poster)
    for (const { picture, x, y } of placed)
      drawRule(canvas, 0, 2, INK.colour, { x: x - 2, y: y - 2, width: picture.width + 4, height: picture.height + 4 });
  // Text and stickers over the picture go on the pictures themselves, not on the letterbox around them.
  const shown = boundsOf(placed) ?? pictures;

  for (const { layer, y, op } of bands) {
    const height = Math.max(layer.height + 12, BAND_MIN_HEIGHT[op.size]);
    if (op.box) blit(canvas, solid(inside.width, height, op.box.colour), inside.x, y);
    drawLayer(
      canvas,
      layer,
      inside.x + Math.floor((inside.width - layer.width) / 2),
      y + Math.floor((height - layer.height) / 2),
    );
  }
  // Several texts in one place stack: downwards from the top, upwards from the bottom.
  let [top, bottom] = [shown.y + TEXT_MARGIN / 2, shown.y + shown.height - TEXT_MARGIN / 2];
  /** What is drawn over the picture so far: a sticker goes clear of it. */
  const drawn: Rect[] = [];
  texts.forEach((op, index) => {
    if (!over.has(op)) return;
    const layer = layers[index]!;
    const x = inside.x + Math.floor((inside.width - layer.width) / 2);
    let y = shown.y + Math.floor((shown.height - layer.height) / 2);
    if (op.placement === 'top') [y, top] = [top, top + layer.height];
    if (op.placement === 'bottom') [y, bottom] = [bottom - layer.height, bottom - layer.height];
    drawLayer(canvas, layer, x, y);
    drawn.push(inkBounds(layer, x, y));
  });
  for (const op of cellTexts) {
    const at = placed[op.picture!];
    if (at) drawn.push(await drawInCell(canvas, op, at));
  }
  const onAPerson = (sticker: Sticker) => sticker.at === 'head' || sticker.at === 'face';
  const wantsHead = plan.stickers.some(onAPerson);
  const heads = wantsHead ? await headsIn(placed, facesPlaced) : [];
  if (wantsHead && heads.length === 0) report.headless = true;
  for (const sticker of plan.stickers) {
    if (onAPerson(sticker) && heads.length > 0) {
      for (const head of sticker.everyHead ? heads : heads.slice(0, 1))
        drawn.push(await (sticker.at === 'face' ? drawOnFace : drawOnHead)(canvas, sticker, head));
      continue;
    }
    drawn.push(await drawSticker(canvas, { ...sticker, at: withNoFace(sticker.at) }, shown, drawn));
  }
  if (frame) drawFrame(canvas, frame);
  return canvas;
}

/**
 * What rendering found out: how many faces got laser eyes, how several pictures were laid out, in
 * how many pictures a subject was found for the background blur, and whether a sticker asked for on
 * a head found no face (and went to the top).
 */
export interface RenderReport {
  faces: number;
  arrangement?: Arrangement;
  subjects?: number;
  headless?: boolean;
  /** In how many pictures a zoom on the face found one. */
  faceZooms?: number;
  /** How many faces were pixelated or blurred ("pixelate his face"). */
  coveredFaces?: number;
}

/**
 * Draws a caption of one picture in its cell: in a band under the picture when the cell has room for
 * it there (above for a caption asked at the top), else in a band over the picture's edge. Its letters
 * are sized to the cell. Answers the band's box.
 */
async function drawInCell(canvas: RawImage, op: TextOp, { picture, x, y, cell }: Placed): Promise<Rect> {
  const lineHeight = Math.min(
    LINE_HEIGHT[op.size],
    Math.max(18, Math.round(Math.min(cell.width, cell.height * 1.5) / 6)),
  );
  const layer = await drawable(op.text, { ...styleOf(op, cell.width - 2 * 6), lineHeight });
  const height = layer.height + 8;
  const top = op.placement === 'top';
  const room = top ? y - cell.y : cell.y + cell.height - (y + picture.height);
  const bandY = room >= height ? (top ? y - height : y + picture.height) : top ? y : y + picture.height - height;
  const band = { x: room >= height ? cell.x : x, y: bandY, width: room >= height ? cell.width : picture.width, height };
  if (op.box) blit(canvas, solid(band.width, band.height, op.box.colour), band.x, band.y);
  drawLayer(canvas, layer, band.x + Math.floor((band.width - layer.width) / 2), band.y + 4);
  return band;
}

/** The faces in the placed pictures, largest first, in the canvas's pixels (those already found are not looked for again). */
async function headsIn(placed: Placed[], known: Array<Face[] | undefined>): Promise<Rect[]> {
  const found = await Promise.all(
    placed.map(
      async ({ picture, x, y }, index) =>
        known[index] ?? (await facesIn(picture)).map((face) => ({ ...face, x: face.x + x, y: face.y + y })),
    ),
  );
  return found.flat().sort((a, b) => b.width * b.height - a.width * a.height);
}

/**
 * Draws a sticker on a head: as wide as the face, centred over it, its foot two fifths of the face's
 * height above the face's box (which starts at the brows), kept on the canvas.
 */
async function drawOnHead(canvas: RawImage, sticker: Sticker, face: Rect): Promise<Rect> {
  const layer = await symbolOfSize(sticker.symbol, Math.max(24, Math.round(face.width * 0.9)));
  const foot = face.y - face.height * 0.4;
  return drawKeptOn(canvas, layer, face.x + face.width / 2 - layer.width / 2, foot - layer.height * 0.85);
}

/** Draws a sticker over a face: a little wider than it, centred on it (the face's box starts at the brows). */
async function drawOnFace(canvas: RawImage, sticker: Sticker, face: Rect): Promise<Rect> {
  const layer = await symbolOfSize(sticker.symbol, Math.max(24, Math.round(face.width * 1.1)));
  const middle = face.y + face.height * 0.4;
  return drawKeptOn(canvas, layer, face.x + face.width / 2 - layer.width / 2, middle - layer.height / 2);
}

/** Where a sticker asked for on a person goes when no face is found: a hat at the top, the rest in the centre. */
export const withNoFace = (at: Corner): Corner => (at === 'head' ? 'top' : at === 'face' ? 'centre' : at);

const symbolOfSize = (symbol: string, size: number) =>
  drawable(symbol, { font: 'sans', colour: { r: 0, g: 0, b: 0 }, maxLines: 1, lineHeight: size, maxWidth: size * 1.6 });

/** Draws a layer with its top-left corner at (x, y), moved onto the canvas; answers its box. */
function drawKeptOn(canvas: RawImage, layer: Layer, x: number, y: number): Rect {
  const at = {
    x: Math.min(Math.max(0, Math.round(x)), canvas.width - layer.width),
    y: Math.min(Math.max(0, Math.round(y)), canvas.height - layer.height),
  };
  drawLayer(canvas, layer, at.x, at.y);
  return { ...at, width: layer.width, height: layer.height };
}

/** The steps each picture goes through: a poster's pictures go sepia unless the prompt made them grey or sepia. */
function pictureSteps(steps: Step[], poster: boolean): Step[] {
  const own = steps.filter((step) => step.kind !== 'wanted-poster');
  if (!poster || own.some((step) => step.kind === 'grayscale' || step.kind === 'sepia')) return own;
  return [...own, { kind: 'sepia' }];
}

/** A text the renderer refuses (beyond its limits) is left out rather than failing the edit. */
function drawable(text: string, style: TextStyle): Promise<Layer> {
  return renderStyledText(text, style).catch(() => ({ data: Buffer.alloc(4), width: 1, height: 1 }));
}

function styleOf(op: TextOp, maxWidth: number): TextStyle {
  const lineHeight = op.meme
    ? op.size === 'small'
      ? 48
      : op.size === 'huge'
        ? 120
        : MEME_LINE_HEIGHT
    : LINE_HEIGHT[op.size];
  const style: TextStyle = {
    font: op.meme ? 'display' : 'sans',
    bold: op.bold || op.size === 'big' || op.size === 'huge',
    colour: op.colour.colour,
    lineHeight,
    maxWidth,
    maxLines: 2,
    shadow: op.shadow,
  };
  if (op.outline) style.outline = { colour: op.outline.colour, width: Math.max(2, Math.round(lineHeight / 18)) };
  if (op.box && !op.band) style.box = { colour: op.box.colour, padding: 8 };
  return style;
}

function boundsOf(placed: Placed[]): Region | undefined {
  if (placed.length === 0) return undefined;
  const left = Math.min(...placed.map(({ x }) => x));
  const top = Math.min(...placed.map(({ y }) => y));
  const right = Math.max(...placed.map(({ x, picture }) => x + picture.width));
  const bottom = Math.max(...placed.map(({ y, picture }) => y + picture.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function squareIn(area: Region, margin: number): Region {
  const side = Math.min(area.width, area.height) - 2 * margin;
  return {
    x: area.x + Math.floor((area.width - side) / 2),
    y: area.y + Math.floor((area.height - side) / 2),
    width: side,
    height: side,
  };
}

/** Draws a sticker at its place, clear of what is already drawn over the picture; answers its box. */
async function drawSticker(canvas: RawImage, sticker: Sticker, area: Region, drawn: Rect[]): Promise<Rect> {
  const size = STICKER_SIZE[sticker.size];
  const style = { font: 'sans' as const, colour: { r: 0, g: 0, b: 0 }, maxLines: 1 };
  let layer = await drawable(sticker.symbol, { ...style, lineHeight: size, maxWidth: size * 1.6 });
  const { x, y } = cornerPosition(sticker.at, layer, area);
  const box = clearOf({ x, y, width: layer.width, height: layer.height }, drawn, area, sticker.at);
  if (box.width !== layer.width) {
    const scaled = Math.round((size * box.width) / layer.width);
    layer = await drawable(sticker.symbol, { ...style, lineHeight: scaled, maxWidth: scaled * 1.6 });
  }
  drawLayer(canvas, layer, box.x, box.y);
  return { x: box.x, y: box.y, width: layer.width, height: layer.height };
}

/** The box of a layer's visible pixels (its alpha above nothing), where it is drawn. */
function inkBounds(layer: Layer, x: number, y: number): Rect {
  let [left, right, top, bottom] = [layer.width, -1, layer.height, -1];
  for (let row = 0; row < layer.height; row += 1)
    for (let column = 0; column < layer.width; column += 1) {
      if (layer.data[(row * layer.width + column) * 4 + 3]! < 16) continue;
      left = Math.min(left, column);
      right = Math.max(right, column);
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
    }
  if (right < 0) return { x, y, width: 0, height: 0 };
  return { x: x + left, y: y + top, width: right - left + 1, height: bottom - top + 1 };
}

function cornerPosition(at: Corner, layer: Layer, area: Region): { x: number; y: number } {
  const margin = 10;
  const left = area.x + margin;
  const right = area.x + area.width - layer.width - margin;
  const centreX = area.x + Math.floor((area.width - layer.width) / 2);
  const top = area.y + margin;
  const bottom = area.y + area.height - layer.height - margin;
  const centreY = area.y + Math.floor((area.height - layer.height) / 2);
  const x = at.endsWith('left') ? left : at.endsWith('right') ? right : centreX;
  const y = at.startsWith('top') ? top : at.startsWith('bottom') ? bottom : centreY;
  return { x, y };
}
