import { modelRoot } from './model-root';
import { findFaces, type Face, type Point } from '../../../faces/find-faces';
import sharp from 'sharp';
import type { RawImage, Rgb } from '../../../images/raw';
import { drawLayer } from './text-layer';
import { hex } from './draw-text';

/*
 * Laser eyes: a red glow on each eye of each face the face finder (image crops' BlazeFace, its eye
 * keypoints) finds, with a beam from it to the picture's edge.
 */

/** The faces in a picture, with their eyes, in its pixels. */
export function facesIn(image: RawImage): Promise<Face[]> {
  return findFaces(modelRoot(), image.data, image.width, image.height);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The lasers' colours: the beam's, its core's and the glow's brightest. Red unless another is asked for. */
interface LaserColours {
  beam: string;
  core: string;
  hot: string;
}

const towardsWhite = ({ r, g, b }: Rgb, share: number): Rgb => ({
  r: r + (255 - r) * share,
  g: g + (255 - g) * share,
  b: b + (255 - b) * share,
});

const RED: LaserColours = { beam: '#ff1010', core: '#ffd0d0', hot: '#ff4040' };

function laserColours(colour?: Rgb): LaserColours {
  if (!colour) return RED;
  return { beam: hex(colour), core: hex(towardsWhite(colour, 0.8)), hot: hex(towardsWhite(colour, 0.25)) };
}

/** The glow and the beam of one eye, as SVG, sized by how far apart the face's eyes are. */
function laser(eye: Point, size: number, towards: Point, colours: LaserColours): string {
  const glow = Math.max(5, size * 0.42);
  return [
    `<line x1="${round(eye.x)}" y1="${round(eye.y)}" x2="${round(towards.x)}" y2="${round(towards.y)}" stroke="${colours.beam}" stroke-width="${round(glow * 0.9)}" stroke-linecap="round" opacity="0.85" filter="url(#soft)"/>`,
    `<line x1="${round(eye.x)}" y1="${round(eye.y)}" x2="${round(towards.x)}" y2="${round(towards.y)}" stroke="${colours.core}" stroke-width="${round(glow * 0.22)}" stroke-linecap="round"/>`,
    `<circle cx="${round(eye.x)}" cy="${round(eye.y)}" r="${round(glow * 2)}" fill="url(#glow)"/>`,
  ].join('');
}

/**
 * Draws laser eyes on each face: both beams leave the face in parallel, towards the side of the
 * picture the face has more room on, slightly downwards. Answers the picture as it was when there is
 * no face.
 */
export async function drawLaserEyes(image: RawImage, faces: Face[], colour?: Rgb): Promise<RawImage> {
  if (faces.length === 0) return image;
  const colours = laserColours(colour);
  const beams = faces.flatMap((face) => {
    const [right, left] = face.eyes;
    const size = Math.max(Math.hypot(left.x - right.x, left.y - right.y), face.width * 0.3);
    const centre = face.x + face.width / 2;
    const direction = centre < image.width / 2 ? 1 : -1;
    const length = image.width * 1.5;
    return face.eyes.map((eye) =>
      laser(eye, size, { x: eye.x + direction * length, y: eye.y + length * 0.18 }, colours),
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">
<defs>
<radialGradient id="glow"><stop offset="0" stop-color="#ffffff"/><stop offset="0.2" stop-color="${colours.hot}"/><stop offset="0.55" stop-color="${colours.beam}" stop-opacity="0.55"/><stop offset="1" stop-color="${colours.beam}" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
</defs>${beams.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const lasered = { ...image, data: Buffer.from(image.data) };
  drawLayer(lasered, { data, width: info.width, height: info.height }, 0, 0);
  return lasered;
}
