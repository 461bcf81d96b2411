import type { Face } from '../../../faces/find-faces';
import { fromRaw, toRaw, type RawImage } from '../../../images/raw';
import { blit } from '../pixels';
import { applyStep } from './filters';
import type { Region } from './layout';

/*
 * "pixelate his face", "blur her face", "censor the face": the faces the face finder finds are
 * pixelated or blurred, the rest of the picture left as it is.
 */

/** A face pixelated or blurred rather than the whole picture. */
export type FaceCover = { kind: 'pixelate'; cells: number } | { kind: 'blur'; sigma: number };

/**
 * The part of the picture a face takes up: the finder's box (from the brows to the chin) grown to the
 * forehead, the hair and the ears, kept on the picture.
 */
export function faceArea(face: Face, width: number, height: number): Region {
  const left = Math.max(0, Math.floor(face.x - face.width * 0.15));
  const top = Math.max(0, Math.floor(face.y - face.height * 0.45));
  const right = Math.min(width, Math.ceil(face.x + face.width * 1.15));
  const bottom = Math.min(height, Math.ceil(face.y + face.height * 1.15));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** The faces big enough to cover: an area under 2 pixels across has no blocks or blur to show. */
export function facesToCover(faces: Face[], width: number, height: number): Face[] {
  return faces.filter((face) => {
    const area = faceArea(face, width, height);
    return area.width >= 2 && area.height >= 2;
  });
}

/**
 * The picture with each face covered. A pixelated face is a quarter as many blocks across as a whole
 * pixelated picture (a few blocks: no one is told apart by them); a blurred one is blurred by at least
 * a twelfth of its width, however lightly the picture would be.
 */
export async function coverFaces(picture: RawImage, faces: Face[], cover: FaceCover): Promise<RawImage> {
  const coverable = facesToCover(faces, picture.width, picture.height);
  if (coverable.length === 0) return picture;
  const covered: RawImage = { ...picture, data: Buffer.from(picture.data) };
  for (const face of coverable) {
    const area = faceArea(face, picture.width, picture.height);
    const part = await toRaw(
      fromRaw(picture).extract({ left: area.x, top: area.y, width: area.width, height: area.height }),
    );
    const step =
      cover.kind === 'pixelate'
        ? { kind: 'pixelate' as const, cells: Math.max(3, Math.round(cover.cells / 4)) }
        : { kind: 'blur' as const, sigma: Math.max(cover.sigma, area.width / 12) };
    blit(covered, await applyStep(part, step), area.x, area.y);
  }
  return covered;
}
