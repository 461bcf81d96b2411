import type { LoadedImage } from '../../images/types';

/** A rectangle in an image's pixels, origin top-left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A found thing (a face, a text line) and how sure the finder is of it, 0 to 1. */
export interface Found extends Box {
  score: number;
}

/** One crop to make: its aspect as width and height parts, and the output size in pixels. */
export interface CropTarget {
  aspect: [number, number];
  width: number;
  height: number;
}

export interface Crop {
  /** The crop's box in the source's pixels (as auto-oriented). */
  box: Box;
  jpeg: Buffer;
}

/**
 * Which cue the subject a crop keeps came from (`frame`: nothing stood out, the whole image stands for
 * it; `animal`: the network's subject, with the animal's face in it that the crops centre on).
 */
export type SubjectCue = 'network' | 'animal' | 'salience' | 'frame';

/** What the crops were chosen on, in the source's pixels (whole, inside the image). */
export interface CropBasis {
  /** The subject every crop keeps where its aspect allows, the cue it came from, and with the cue `animal` the face the crops centre on. */
  subject: { box: Box; cue: SubjectCue; face?: Box };
  /** The heads kept: each face found, grown to the hair a person keeps with it, and the finder's score. */
  faces: Found[];
  /** The text lines a crop does not cut when a short slide avoids it. */
  textLines: Box[];
}

export interface CroppedImage {
  /** The source's size, as auto-oriented. */
  width: number;
  height: number;
  crops: Crop[];
  /** What the crops were chosen on. */
  basis: CropBasis;
}

/** A grey image: one byte a pixel, row by row. */
export interface GreyImage {
  grey: Buffer;
  width: number;
  height: number;
}

/** Finds text on a grey image; boxes in that image's pixels (another operation's engine provides it). */
export type FindText = (image: GreyImage) => Promise<Box[]>;

export interface ImageCropper {
  /** Which engine answered, for the X-Engine header and logs. */
  id: string;
  crop(image: LoadedImage, targets: CropTarget[], signal?: AbortSignal): Promise<CroppedImage>;
  warm?(): Promise<void>;
  close?(): Promise<void>;
}
