import type { Rgb } from '../../../images/raw';

/** The colour names the embedded editor understands (tints, borders). */
export const COLOURS: Record<string, Rgb> = {
  red: { r: 220, g: 30, b: 30 },
  green: { r: 30, g: 170, b: 60 },
  blue: { r: 30, g: 80, b: 220 },
  yellow: { r: 240, g: 210, b: 40 },
  orange: { r: 245, g: 140, b: 30 },
  purple: { r: 130, g: 50, b: 170 },
  violet: { r: 140, g: 80, b: 220 },
  pink: { r: 240, g: 110, b: 170 },
  magenta: { r: 220, g: 40, b: 200 },
  cyan: { r: 40, g: 200, b: 220 },
  teal: { r: 20, g: 140, b: 140 },
  turquoise: { r: 60, g: 210, b: 190 },
  brown: { r: 130, g: 80, b: 40 },
  gold: { r: 220, g: 175, b: 50 },
  golden: { r: 220, g: 175, b: 50 },
  silver: { r: 190, g: 190, b: 195 },
  gray: { r: 128, g: 128, b: 128 },
  grey: { r: 128, g: 128, b: 128 },
  black: { r: 0, g: 0, b: 0 },
  white: { r: 255, g: 255, b: 255 },
  navy: { r: 20, g: 30, b: 110 },
  lime: { r: 140, g: 220, b: 40 },
  olive: { r: 120, g: 120, b: 30 },
  maroon: { r: 120, g: 20, b: 30 },
  indigo: { r: 75, g: 0, b: 130 },
  lavender: { r: 180, g: 160, b: 230 },
  beige: { r: 225, g: 205, b: 165 },
  crimson: { r: 200, g: 20, b: 60 },
  amber: { r: 255, g: 180, b: 0 },
  warm: { r: 250, g: 160, b: 60 },
  cool: { r: 60, g: 140, b: 250 },
};

/** A colour's shade said before it ("dark red", "light blue", "neon green"): the colour is the one drawn. */
export const SHADE = '(?:dark|deep|light|pale|bright|neon|hot|baby|dusty|pastel|vivid)';

/** An alternation of every colour name, longest first, for use inside regular expressions. */
export const COLOUR_PATTERN = Object.keys(COLOURS)
  .sort((a, b) => b.length - a.length)
  .join('|');
