import sharp from 'sharp';
import { escapeMarkup, FONT } from '../../lib/engines/image_edit/local/draw-text';

/** The bare sharp work the image baselines of `npm run bench` do, and the photo-like inputs they share with the service. */

/** A 2000x1500 photo-like JPEG: smooth noise, so it neither compresses to nothing nor is pure noise. */
export async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 500,
      height: 375,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(2000, 1500, { kernel: 'cubic' }).blur(1.2).jpeg({ quality: 85 }).toBuffer();
}

/** sharp's own content-aware crop of each aspect (its `attention` strategy), each from the JPEG, to JPEG. */
export async function bareAttention(jpeg: Buffer, crops: Array<{ aspect: string; width: number }>): Promise<void> {
  await Promise.all(
    crops.map(({ aspect, width }) => {
      const [w, h] = aspect.split(':').map(Number);
      return sharp(jpeg)
        .autoOrient()
        .resize(width, Math.round((width * h!) / w!), { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 90 })
        .toBuffer();
    }),
  );
}

/**
 * The bare sharp work a no-image edit needs: the text autofitted by libvips into the 472x472 box
 * (512 less a 20 px margin), composited on a white 512x512 canvas and encoded, in one pipeline.
 */
export async function bareText(text: string): Promise<void> {
  await sharp({ create: { width: 512, height: 512, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: {
          text: {
            text: escapeMarkup(text),
            font: FONT,
            width: 472,
            height: 472,
            rgba: true,
            wrap: 'word-char',
            align: 'centre',
          },
        },
        gravity: 'centre',
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
