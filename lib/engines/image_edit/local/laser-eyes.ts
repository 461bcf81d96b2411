import { modelRoot } from './model-root';
import { findFaces, type Face, type Point } from '../../../faces/find-faces';
import sharp from 'sharp';
import type { RawImage } from '../../../images/raw';
import { drawLayer } from './text-layer';

/*
 * Laser eyes: a red glow on each eye of each face the face finder (image crops' BlazeFace, its eye
 * keypoints) finds, with a beam from it to the picture's edge.
 */

/** The faces in a picture, with their eyes, in its pixels. */
export function facesIn(image: RawImage): Promise<Face[]> {
  return findFaces(modelRoot(), image.data, image.width, image.height);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The glow and the beam of one eye, as SVG, sized by how far apart the face's eyes are. */
function laser(eye: Point, size: number, towards: Point): string {
  const glow = Math.max(5, size * 0.42);
  return [
    `<line x1="${round(eye.x)}" y1="${round(eye.y)}" x2="${round(towards.x)}" y2="${round(towards.y)}" stroke="#ff1010" stroke-width="${round(glow * 0.9)}" stroke-linecap="round" opacity="0.85" filter="url(#soft)"/>`,
    `<line x1="${round(eye.x)}" y1="${round(eye.y)}" x2="${round(towards.x)}" y2="${round(towards.y)}" stroke="#ffd0d0" stroke-width="${round(glow * 0.22)}" stroke-linecap="round"/>`,
    `<circle cx="${round(eye.x)}" cy="${round(eye.y)}" r="${round(glow * 2)}" fill="url(#glow)"/>`,
  ].join('');
}

/**
 * Draws laser eyes on each face: both beams leave the face in parallel, towards the side of the
 * picture the face has more room on, slightly downwards. Answers the picture as it was when there is
 * no face.
 */
export async function drawLaserEyes(image: RawImage, faces: Face[]): Promise<RawImage> {
  if (faces.length === 0) return image;
  const beams = faces.flatMap((face) => {
    const [right, left] = face.eyes;
    const size = Math.max(Math.hypot(left.x - right.x, left.y - right.y), face.width * 0.3);
    const centre = face.x + face.width / 2;
    const direction = centre < image.width / 2 ? 1 : -1;
    const length = image.width * 1.5;
    return face.eyes.map((eye) => laser(eye, size, { x: eye.x + direction * length, y: eye.y + length * 0.18 }));
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">
<defs>
<radialGradient id="glow"><stop offset="0" stop-color="#ffffff"/><stop offset="0.2" stop-color="#ff4040"/><stop offset="0.55" stop-color="#ff0000" stop-opacity="0.55"/><stop offset="1" stop-color="#ff0000" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
</defs>${beams.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const lasered = { ...image, data: Buffer.from(image.data) };
  drawLayer(lasered, { data, width: info.width, height: info.height }, 0, 0);
  return lasered;
}
