import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../../test-support/app-root';
import { loadFonts } from './fonts';
import { type RawImage } from '../../../images/raw';
import { solid } from '../pixels';
import { localImageEditor } from './index';
import { bestArrangement } from './layout';

const pixel = (image: RawImage, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3),
];
const area = { x: 0, y: 0, width: 512, height: 512 };

// The shipped faces, as an image edit thread loads them at start.
beforeAll(() => loadFonts(APP_ROOT));

describe('the embedded editor', () => {
  it('puts pictures asked to be merged in the arrangement that shows the most of them, and says which', async () => {
    const wide = solid(400, 200, { r: 200, g: 40, b: 40 });
    const merged = await localImageEditor.edit({ prompt: 'merge these 2 pics', images: [wide, wide] });
    expect(merged.applied).toEqual([`layout(${bestArrangement([wide, wide], area)})`]);
    // One picture has nothing to be put together with: that is said.
    const alone = await localImageEditor.edit({ prompt: 'merge these 2 pics', images: [wide] });
    expect(alone.applied).toEqual(['ignored("put together" "there is only one picture")']);
    const none = await localImageEditor.edit({ prompt: 'merge them, caption us', images: [] });
    expect(none.applied).toContain('ignored("put together" "there is no picture")');
  });

  it('zooms into the centre, then crops the zoomed part square, when both are asked for', async () => {
    // Four bands across: blue, red, green, yellow; zoomed 2x, the middle two fill the square.
    const bands = solid(400, 200, { r: 0, g: 0, b: 255 });
    const colours = [
      [0, 0, 255],
      [255, 0, 0],
      [0, 255, 0],
      [255, 255, 0],
    ];
    for (let y = 0; y < 200; y += 1)
      for (let x = 0; x < 400; x += 1) bands.data.set(colours[Math.floor(x / 100)]!, (y * 400 + x) * 3);
    const edited = await localImageEditor.edit({ prompt: 'zoom 2x on center and make it square', images: [bands] });
    expect(edited.applied).toEqual(['zoom(2)', 'square']);
    // The square fills the canvas: red on the left half, green on the right, no blue or yellow.
    expect(pixel(edited, 20, 256)).toEqual([255, 0, 0]);
    expect(pixel(edited, 490, 256)).toEqual([0, 255, 0]);
    expect(pixel(edited, 256, 20)[2]).toBe(0);
  });

  it('draws the prompt as dark text on a white 512x512 canvas when there are no inputs', async () => {
    const canvas = await localImageEditor.edit({ prompt: 'Hello there', images: [] });
    expect([canvas.width, canvas.height]).toEqual([512, 512]);
    let dark = 0;
    for (let offset = 0; offset < canvas.data.length; offset += 3) if (canvas.data[offset]! < 100) dark += 1;
    expect(dark).toBeGreaterThan(1_000);
    expect(pixel(canvas, 5, 5)).toEqual([255, 255, 255]);
  });

  it('with no image, draws a circle as a coin: a disc of the background and its ring on white', async () => {
    const canvas = await localImageEditor.edit({
      prompt: 'gold background, round coin logo with a black border, big black text "$PEPPER" in the middle',
      images: [],
    });
    expect(canvas.applied).toEqual([
      'background(gold)',
      'circle(ring black)',
      'caption("$PEPPER" centre over big black)',
    ]);
    const gold = pixel(canvas, 256, 60);
    expect(pixel(canvas, 5, 5)).toEqual([255, 255, 255]);
    expect(gold[0]).toBeGreaterThan(180);
    expect(gold[2]).toBeLessThan(120);
    // The ring: somewhere on the row through the middle, left of the disc's gold, the pixels are dark.
    const row = Array.from({ length: 60 }, (_, x) => pixel(canvas, x, 256));
    expect(row.some(([r, g, b]) => r! + g! + b! < 150)).toBe(true);
  });

  it('with no image, paints the canvas the background asked for and draws the caption asked for', async () => {
    const canvas = await localImageEditor.edit({ prompt: 'gm. purple background, big yellow text LFG', images: [] });
    expect(canvas.applied).toEqual(['background(purple)', 'caption("LFG" centre over big yellow)']);
    expect(pixel(canvas, 5, 5)).toEqual([130, 50, 170]);
    let yellow = 0;
    let dark = 0;
    for (let offset = 0; offset < canvas.data.length; offset += 3) {
      const [r, g, b] = [canvas.data[offset]!, canvas.data[offset + 1]!, canvas.data[offset + 2]!];
      if (r > 200 && g > 170 && b < 100) yellow += 1;
      if (r + g + b < 60) dark += 1;
    }
    expect(yellow).toBeGreaterThan(1_500);
    // Not the sentence in black on white.
    expect(dark).toBeLessThan(200);
  });

  it('draws a sticker clear of the meme text over the picture', async () => {
    const grey = solid(512, 512, { r: 120, g: 120, b: 120 });
    const canvas = await localImageEditor.edit({ prompt: 'top text: WHEN YOU BUY THE TOP 🔥', images: [grey] });
    expect(canvas.applied).toEqual([
      'meme-text("WHEN YOU BUY THE TOP" top over normal white outline black)',
      'sticker("\\u{1f525}" top-right normal)',
    ]);
    // The text's ink is white on the grey picture; the fire's is colourful. No row holds both.
    const rows = (test: (rgb: number[]) => boolean) =>
      [...Array(256).keys()].filter((y) => [...Array(512).keys()].some((x) => test(pixel(canvas, x, y))));
    const text = rows(([r, g, b]) => r! > 245 && g! > 245 && b! > 245);
    const fire = rows(([r, g, b]) => Math.max(r!, g!, b!) - Math.min(r!, g!, b!) > 90);
    expect(text.length).toBeGreaterThan(20);
    expect(fire.length).toBeGreaterThan(20);
    expect(Math.min(...fire)).toBeGreaterThan(Math.max(...text));
  });

  it('is deterministic', async () => {
    const input = { prompt: 'blur, sepia and a gold frame', images: [solid(300, 200, { r: 10, g: 200, b: 90 })] };
    const first = await localImageEditor.edit(input);
    const second = await localImageEditor.edit(input);
    expect(first.data.equals(second.data)).toBe(true);
  });

  it('lays out inputs so that they show as large as possible when the prompt does not say how', () => {
    const wide = solid(512, 200);
    const tall = solid(200, 512);
    expect(bestArrangement([wide, wide], area)).toBe('column');
    expect(bestArrangement([tall, tall], area)).toBe('row');
    expect(bestArrangement([solid(512, 512), solid(512, 512), solid(512, 512)], area)).toBe('grid');
  });

  it('keeps a layout the prompt asks for even when another would show more', async () => {
    const red = solid(512, 200, { r: 230, g: 0, b: 0 });
    const blue = solid(512, 200, { r: 0, g: 0, b: 230 });
    const canvas = await localImageEditor.edit({ prompt: 'side by side', images: [red, blue] });
    expect(pixel(canvas, 100, 256)[0]).toBeGreaterThan(200);
    expect(pixel(canvas, 400, 256)[2]).toBeGreaterThan(200);
  });
});

describe('the embedded editor on any prompt', () => {
  it('draws emoji in colour in the no-image text', async () => {
    const canvas = await localImageEditor.edit({ prompt: 'gm 🚀🐸', images: [] });
    // Emoji alone with no image are the prompt's text, not stickers in the corners.
    expect(canvas.applied).toEqual(['text(prompt)']);
    let colourful = 0;
    for (let offset = 0; offset < canvas.data.length; offset += 3) {
      const [r, g, b] = [canvas.data[offset]!, canvas.data[offset + 1]!, canvas.data[offset + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 80) colourful += 1;
    }
    expect(colourful).toBeGreaterThan(2_000);
  });

  it('answers a 512x512 picture and a plan for prompts mixing every part of the grammar', async () => {
    const parts = [
      'add meme text',
      '"WHEN MOON"',
      "'🚀 月'",
      'at the top',
      'and',
      ',',
      'background',
      'red',
      'purple to pink gradient',
      'round',
      'coin logo',
      'with a gold border',
      'rounded corners',
      'crop to square',
      'zoom in 3x',
      'crown emoji',
      '🔥',
      'in the corner',
      'huge',
      'small',
      'bold',
      'outline',
      'shadow',
      'on a black box',
      'caption',
      '"',
      "'",
      'then',
      'blur 500',
      'rotate 33',
      '8-bit',
      'no',
      '\u0000',
      '<b>',
      '&amp;',
      '\u{E000}',
    ];
    const photo = solid(300, 200, { r: 10, g: 200, b: 90 });
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 40; round += 1) {
      const prompt = Array.from({ length: 1 + (next() % 12) }, () => parts[next() % parts.length]).join(' ');
      const edited = await localImageEditor.edit({ prompt, images: [photo] });
      expect([edited.width, edited.height, edited.data.length], prompt).toEqual([512, 512, 512 * 512 * 3]);
      expect(edited.applied, prompt).toBeInstanceOf(Array);
    }
  });
});

describe('text placement', () => {
  const dark = (image: RawImage, top: number, bottom: number) => {
    let count = 0;
    for (let y = top; y < bottom; y += 1)
      for (let x = 0; x < image.width; x += 1) if (image.data[(y * image.width + x) * 3]! < 60) count += 1;
    return count;
  };

  it('stacks several texts in one place instead of drawing them over each other, and draws bands that do not fit over the picture', async () => {
    const photo = solid(400, 400, { r: 250, g: 250, b: 250 });
    const one = await localImageEditor.edit({
      prompt: 'caption "AAAA" over the picture at the top in black',
      images: [photo],
    });
    const two = await localImageEditor.edit({
      prompt:
        'caption "AAAA" over the picture at the top in black, caption "BBBB" over the picture at the top in black',
      images: [photo],
    });
    // The second text sits below the first: ink reaches further down.
    const lowest = (image: RawImage) => {
      for (let y = image.height - 1; y >= 0; y -= 1) if (dark(image, y, y + 1) > 0) return y;
      return -1;
    };
    expect(lowest(two)).toBeGreaterThan(lowest(one) + 30);
    const crowded = await localImageEditor.edit({
      prompt: ['one', 'two', 'three', 'four', 'five', 'six']
        .map((word) => `caption "${word}" at the bottom in huge letters`)
        .join(', '),
      images: [photo],
    });
    expect(dark(crowded, 0, 512)).toBeGreaterThan(
      dark(
        await localImageEditor.edit({ prompt: 'caption "one" at the bottom in huge letters', images: [photo] }),
        0,
        512,
      ) * 3,
    );
  });
});
