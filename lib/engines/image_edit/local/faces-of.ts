import type { Face } from '../../../faces/find-faces';
import type { RawImage } from '../../../images/raw';
import type { Step } from './plan';
import type { Region } from './layout';
import { facesIn } from './laser-eyes';

/*
 * The faces of one picture, found once however many edits need them (laser eyes, a zoom on the face,
 * a sticker on the head), and carried along as the picture is flipped, cropped and fitted.
 */

export class FacesOf {
  private faces: Face[] | undefined;

  /** The faces in `picture` (as it is now), looked for the first time they are asked for. */
  async in(picture: RawImage): Promise<Face[]> {
    this.faces ??= await facesIn(picture);
    return this.faces;
  }

  /** The largest face in `picture`, if any. */
  async largestIn(picture: RawImage): Promise<Face | undefined> {
    return largest(await this.in(picture));
  }

  /** After a step: a flip mirrors the faces, a turn loses them (they are looked for again). */
  after(step: Step, width: number, height: number): void {
    if (!this.faces) return;
    if (step.kind === 'rotate') this.faces = undefined;
    else if (step.kind === 'flip') this.faces = this.faces.map((face) => flipped(face, step.axis, width, height));
  }

  /** After the picture is cropped to `box`: the faces in the crop's pixels (those cut off dropped). */
  cropped(box: Region): void {
    if (!this.faces) return;
    this.faces = this.faces
      .map((face) => moved(face, -box.x, -box.y, 1))
      .filter((face) => face.x + face.width / 2 > 0 && face.x + face.width / 2 < box.width && face.y < box.height);
  }

  /** The faces on the canvas, once the picture is fitted at `scale` and placed at (x, y). */
  placed(x: number, y: number, scale: number): Face[] | undefined {
    return this.faces?.map((face) => moved(face, x, y, scale));
  }
}

export const largest = (faces: Face[]): Face | undefined =>
  [...faces].sort((a, b) => b.width * b.height - a.width * a.height)[0];

function moved(face: Face, dx: number, dy: number, scale: number): Face {
  const point = (p: { x: number; y: number }) => ({ x: p.x * scale + dx, y: p.y * scale + dy });
  return {
    ...face,
    ...point(face),
    width: face.width * scale,
    height: face.height * scale,
    eyes: [point(face.eyes[0]), point(face.eyes[1])],
  };
}

function flipped(face: Face, axis: 'horizontal' | 'vertical', width: number, height: number): Face {
  const point = (p: { x: number; y: number }) =>
    axis === 'horizontal' ? { x: width - p.x, y: p.y } : { x: p.x, y: height - p.y };
  const corner =
    axis === 'horizontal'
      ? { x: width - face.x - face.width, y: face.y }
      : { x: face.x, y: height - face.y - face.height };
  return { ...face, ...corner, eyes: [point(face.eyes[1]), point(face.eyes[0])] };
}
