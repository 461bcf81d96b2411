import type { Rgb } from '../../../images/raw';

/**
 * One edit applied to each input picture, in the order the prompt names them; with `picture`, to that
 * one of several only (0 the first: "make the left one black and white").
 */
export type Step = StepOf & { picture?: number };
type StepOf =
  | { kind: 'grayscale' }
  | { kind: 'sepia' }
  | { kind: 'invert' }
  /** `face`: only the faces found are blurred; the words that asked so ("blur her face"). */
  | { kind: 'blur'; sigma: number; face?: string }
  /** The background blurred behind the subject the subject network finds; `found` once looked for. */
  | { kind: 'blur-background'; sigma: number; found?: boolean }
  | { kind: 'sharpen'; sigma: number }
  | { kind: 'brightness'; factor: number }
  | { kind: 'contrast'; factor: number }
  | { kind: 'saturation'; factor: number }
  | { kind: 'tint'; colour: Rgb; name: string }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'flip'; axis: 'horizontal' | 'vertical' }
  /** `face`: only the faces found are pixelated; the words that asked so ("censor the face"). */
  | { kind: 'pixelate'; cells: number; face?: string }
  | { kind: 'deep-fry' }
  | { kind: 'vaporwave' }
  /** The whole canvas as a wanted poster (compose.ts lays it out); its pictures go sepia. */
  | { kind: 'wanted-poster' }
  /** On each face found; `faces` is how many, once the pictures were looked at. */
  | { kind: 'laser-eyes'; faces?: number; colour?: NamedColour };

/** How several inputs share the canvas. */
export type Arrangement = 'row' | 'column' | 'grid';

export interface Border {
  colour: Rgb;
  name: string;
  width: number;
}

export interface NamedColour {
  name: string;
  colour: Rgb;
}

export type Placement = 'top' | 'centre' | 'bottom';
export type TextSize = 'small' | 'normal' | 'big' | 'huge';

/** A piece of literal text drawn on the canvas: a meme line or a caption. */
export interface TextOp {
  text: string;
  /** Meme text: bold white condensed capitals with a black outline, over the picture, fitted to the width. */
  meme: boolean;
  placement: Placement;
  /** Over the picture, or in a band of its own that the picture makes room for. */
  band: boolean;
  size: TextSize;
  colour: NamedColour;
  bold: boolean;
  outline?: NamedColour;
  shadow: boolean;
  /** A solid box behind the text (or the band's colour). */
  box?: NamedColour;
  /** A caption of one picture of a layout (0 the first), drawn in that picture's cell. */
  picture?: number;
}

export type Background =
  { kind: 'solid'; colour: NamedColour } | { kind: 'gradient'; from: NamedColour; to: NamedColour };

export type Shape = { kind: 'circle'; ring?: NamedColour } | { kind: 'rounded' } | { kind: 'square' };
/** A zoom into the centre, by `factor`: a crop of its own, made before the shape's ("zoom 2x and make it square"). */
export interface Zoom {
  kind: 'zoom';
  factor: number;
  /** Centred on the largest face the face finder finds, not on the centre. */
  onFace?: boolean;
}

/**
 * Where a sticker goes; `head`: above the face the face finder finds (at the top when it finds none);
 * `face`: over that face (in the centre when it finds none).
 */
export type Corner =
  'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top' | 'bottom' | 'centre' | 'head' | 'face';

/** A symbol drawn from a font (a colour emoji or a shape like ★) placed on the canvas. */
export interface Sticker {
  symbol: string;
  name: string;
  at: Corner;
  size: TextSize;
  /** On a head or a face: on every face found, not the largest only ("crowns on both of them"). */
  everyHead?: boolean;
}

/** What the embedded editor will do for one prompt. */
export interface EditPlan {
  steps: Step[];
  arrangement?: Arrangement;
  /**
   * The pictures are asked to be put together ("merge these", "combine them") with no arrangement
   * named: the one that shows the most of them is used, and the plan says which.
   */
  merge?: boolean;
  border?: Border;
  texts: TextOp[];
  background?: Background;
  shape?: Shape;
  /** How far to zoom into the centre of each picture. */
  zoom?: number;
  /** The zoom is centred on the largest face in each picture; `faces`: in how many it found one. */
  zoomOnFace?: { faces?: number };
  stickers: Sticker[];
  /** Clauses the editor could not act on (they need generation, or are not understood). */
  ignored: string[];
  /** What the prompt says about the picture rather than asks of it ("lol look at him"): taken as chat. */
  remarks?: string[];
  /** Parts it understood but could not do here, and why ("laser eyes": no face was found). */
  declined: Array<{ part: string; reason: string }>;
}
