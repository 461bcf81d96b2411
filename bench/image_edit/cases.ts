import { LOGO_CHECK_CASES, LOGO_TUNE_CASES } from './logo-cases';
import type { EditCase, Rgb } from './checks';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const RED: Rgb = [220, 30, 30];
const YELLOW: Rgb = [240, 210, 40];
const BLUE: Rgb = [30, 80, 220];
const GOLD: Rgb = [220, 175, 50];
const PINK: Rgb = [240, 110, 170];
const PURPLE: Rgb = [130, 50, 170];
const NAVY: Rgb = [20, 30, 110];
const TEAL: Rgb = [20, 140, 140];
const GREEN: Rgb = [30, 170, 60];

/** Realistic requests of memecoin image makers, each with a property of the output that can fail. */
const FIRST_CASES: EditCase[] = [
  // Meme text
  {
    prompt: 'add meme text "WHEN MOON" at the top and "SOON" at the bottom',
    checks: [
      { kind: 'ocr', text: 'WHEN MOON', area: 'top', ink: WHITE },
      { kind: 'ocr', text: 'SOON', area: 'bottom', ink: WHITE },
    ],
  },
  {
    prompt: 'meme: top text "BUY THE DIP", bottom text "THEY SAID"',
    checks: [
      { kind: 'ocr', text: 'BUY THE DIP', area: 'top', ink: WHITE },
      { kind: 'ocr', text: 'THEY SAID', area: 'bottom', ink: WHITE },
    ],
  },
  {
    prompt: 'make a meme with "ONE DOES NOT SIMPLY" at the top and "SELL THE BOTTOM" at the bottom',
    checks: [
      { kind: 'ocr', text: 'ONE DOES NOT SIMPLY', area: 'top', ink: WHITE },
      { kind: 'ocr', text: 'SELL THE BOTTOM', area: 'bottom', ink: WHITE },
    ],
  },
  { prompt: 'impact font "HODL" at the bottom', checks: [{ kind: 'ocr', text: 'HODL', area: 'bottom', ink: WHITE }] },
  {
    prompt: 'meme text "pump it" in yellow at the top',
    checks: [
      { kind: 'ocr', text: 'PUMP IT', area: 'top', ink: YELLOW },
      { kind: 'hue', area: 'top', colour: YELLOW, share: 0.04 },
    ],
  },
  {
    prompt: 'top text "WEN LAMBO" and make the background black',
    checks: [
      { kind: 'ocr', text: 'WEN LAMBO', area: 'top', ink: WHITE },
      { kind: 'letterbox', colour: BLACK },
    ],
  },
  {
    prompt: 'bottom text "this is fine" as a meme',
    checks: [{ kind: 'ocr', text: 'THIS IS FINE', area: 'bottom', ink: WHITE }],
  },
  // Captions
  {
    prompt: 'add a caption "to the moon 🚀" in big yellow letters',
    checks: [
      { kind: 'ocr', text: 'to the moon', area: 'bottom', ink: YELLOW },
      { kind: 'hue', area: 'bottom', colour: YELLOW, share: 0.04 },
      { kind: 'emoji', area: 'band' },
    ],
  },
  {
    prompt: 'caption "good morning" at the top',
    checks: [{ kind: 'ocr', text: 'good morning', area: 'top', ink: BLACK }],
  },
  {
    prompt: 'write "LAUNCH DAY" in the middle in huge white letters with a black outline',
    checks: [{ kind: 'ocr', text: 'LAUNCH DAY', area: 'middle', ink: WHITE }],
  },
  {
    prompt: 'add "gm frens" at the bottom in small red text',
    checks: [
      { kind: 'ocr', text: 'gm frens', area: 'bottom', ink: RED },
      { kind: 'hue', area: 'bottom', colour: RED, share: 0.002 },
    ],
  },
  {
    prompt: 'caption "WAGMI" over the picture at the top on a black box in white letters',
    checks: [
      { kind: 'ocr', text: 'WAGMI', area: 'top', ink: WHITE },
      { kind: 'hue', area: 'top', colour: BLACK, share: 0.05 },
    ],
  },
  {
    prompt: 'add text "NOT FINANCIAL ADVICE" at the bottom over the picture with a drop shadow',
    checks: [{ kind: 'ocr', text: 'NOT FINANCIAL ADVICE', area: 'bottom', ink: BLACK }],
  },
  {
    prompt: 'title "DOGE DAY" at the top in blue',
    checks: [
      { kind: 'ocr', text: 'DOGE DAY', area: 'top', ink: BLUE },
      { kind: 'hue', area: 'top', colour: BLUE, share: 0.02 },
    ],
  },
  {
    prompt: 'caption "first" at the top, caption "second" at the bottom',
    checks: [
      { kind: 'ocr', text: 'first', area: 'top', ink: BLACK },
      { kind: 'ocr', text: 'second', area: 'bottom', ink: BLACK },
    ],
  },
  {
    prompt: 'add a caption "LFG 🚀🔥" in the centre in big letters',
    checks: [
      { kind: 'ocr', text: 'LFG', area: 'middle' },
      { kind: 'emoji', area: 'middle' },
    ],
  },
  {
    prompt: 'caption "gm" in a green band at the bottom',
    checks: [{ kind: 'hue', area: 'bottom', colour: GREEN, share: 0.1 }],
  },
  // Backgrounds
  { prompt: 'make the background red', checks: [{ kind: 'letterbox', colour: RED }] },
  { prompt: 'put it on a black background', checks: [{ kind: 'letterbox', colour: BLACK }] },
  { prompt: 'background navy', checks: [{ kind: 'letterbox', colour: NAVY }] },
  { prompt: 'place the photo on a yellow background', checks: [{ kind: 'letterbox', colour: YELLOW }] },
  { prompt: 'purple to pink gradient background', checks: [{ kind: 'gradient', top: PURPLE, bottom: PINK }] },
  { prompt: 'gradient background from blue to green', checks: [{ kind: 'gradient', top: BLUE, bottom: GREEN }] },
  {
    prompt: 'set the background to teal and make it black and white',
    checks: [{ kind: 'letterbox', colour: TEAL }, { kind: 'grey' }],
  },
  // Shapes
  {
    prompt: 'turn it into a round coin logo with a gold border',
    checks: [
      { kind: 'corners', colour: WHITE },
      { kind: 'ring', colour: GOLD },
    ],
  },
  { prompt: 'make it a circle avatar', checks: [{ kind: 'corners', colour: WHITE }] },
  { prompt: 'round pfp on a black background', checks: [{ kind: 'corners', colour: BLACK }] },
  {
    prompt: 'circle logo with a thick pink ring',
    checks: [
      { kind: 'corners', colour: WHITE },
      { kind: 'ring', colour: PINK },
    ],
  },
  { prompt: 'give it rounded corners', checks: [{ kind: 'rounded' }] },
  { prompt: 'crop to square', checks: [{ kind: 'filled' }] },
  { prompt: 'zoom in on the centre', checks: [{ kind: 'differs' }, { kind: 'plan', includes: 'zoom(1.5)' }] },
  // Stickers
  { prompt: 'add a 🚀 in the corner', checks: [{ kind: 'emoji', area: 'top-right' }] },
  { prompt: 'add a crown emoji on top', checks: [{ kind: 'emoji', area: 'top-centre' }] },
  { prompt: 'add a fire emoji in the bottom left corner', checks: [{ kind: 'emoji', area: 'bottom-left' }] },
  { prompt: 'big 💎 sticker in the top left corner', checks: [{ kind: 'emoji', area: 'top-left' }] },
  { prompt: 'add a small 💎 in the bottom right corner', checks: [{ kind: 'emoji', area: 'bottom-right' }] },
  // Filters
  { prompt: 'pixel art style, 8-bit', checks: [{ kind: 'blocks' }] },
  {
    prompt: 'make it look vintage and add a thick black border',
    checks: [{ kind: 'sepia' }, { kind: 'border', colour: BLACK, width: 32 }],
  },
  { prompt: 'brighten it', checks: [{ kind: 'luma', direction: 'up' }] },
  { prompt: 'darken it a lot', checks: [{ kind: 'luma', direction: 'down' }] },
  { prompt: 'black and white please', checks: [{ kind: 'grey' }] },
  { prompt: 'invert the colours', checks: [{ kind: 'inverted' }] },
  { prompt: 'tint it blue', checks: [{ kind: 'tint', channel: 2 }] },
  { prompt: 'blur it heavily', checks: [{ kind: 'softer' }] },
  { prompt: 'gold frame', checks: [{ kind: 'border', colour: GOLD, width: 16 }] },
  // Combined
  {
    prompt: 'black and white, red background, caption "NOIR" at the top',
    checks: [
      { kind: 'grey' },
      { kind: 'letterbox', colour: RED, sides: 'bottom' },
      { kind: 'ocr', text: 'NOIR', area: 'top', ink: BLACK },
    ],
  },
  {
    prompt: 'round coin logo on a purple to pink gradient background with a 🚀 in the corner',
    checks: [
      { kind: 'plan', includes: 'circle' },
      { kind: 'gradient', top: PURPLE, bottom: PINK },
      { kind: 'emoji', area: 'top-right' },
    ],
  },
  // What the embedded engine cannot do: a valid image and an honest plan.
  { prompt: 'add a hat on the dog', checks: [{ kind: 'plan', includes: 'ignored("add a hat on the dog")' }] },
  { prompt: 'remove the background', checks: [{ kind: 'plan', includes: 'ignored("remove the background")' }] },
  {
    prompt: 'make the dog dance and brighten it',
    checks: [
      { kind: 'plan', includes: 'ignored("make the dog dance")' },
      { kind: 'luma', direction: 'up' },
    ],
  },
];

export const EDIT_CASES: EditCase[] = [...FIRST_CASES, ...LOGO_CHECK_CASES, ...LOGO_TUNE_CASES];
