import type { Rgb } from '../../../images/raw';

/** One edit applied to each input picture, in the order the prompt names them. */
export type Step =
  | { kind: 'grayscale' }
  | { kind: 'sepia' }
  | { kind: 'invert' }
  | { kind: 'blur'; sigma: number }
  | { kind: 'sharpen'; sigma: number }
  | { kind: 'brightness'; factor: number }
  | { kind: 'contrast'; factor: number }
  | { kind: 'saturation'; factor: number }
  | { kind: 'tint'; colour: Rgb; name: string }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'flip'; axis: 'horizontal' | 'vertical' }
  | { kind: 'pixelate'; cells: number };

/** How several inputs share the canvas. */
export type Arrangement = 'row' | 'column' | 'grid';

export interface Border {
  colour: Rgb;
  name: string;
  width: number;
}

/** What the embedded editor will do for one prompt. */
export interface EditPlan {
  steps: Step[];
  arrangement?: Arrangement;
  border?: Border;
  caption?: string;
}
