import sharp from 'sharp';
import type { RunningApp } from './app';

/**
 * A small PNG data URL (within an event's 4,096-character image URL limit) holding `text` in bold
 * black on white, for OCR to read; without text, a plain blue square holding none.
 */
export async function imageDataUrl(text?: string): Promise<string> {
  const png = text
    ? await sharp({ create: { width: 360, height: 90, channels: 3, background: '#ffffff' } })
        .composite([{ input: { text: { text, font: 'DejaVu Sans Bold 30', rgba: true } }, top: 25, left: 20 }])
        .png({ palette: true, colours: 4 })
        .toBuffer()
    : await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Waits until /readyz says the engines are warm (at most a minute): image text is read within a 2 s
 * budget, which a cold start of the OCR workers could eat.
 */
export async function untilReady(app: RunningApp): Promise<void> {
  for (let waited = 0; waited < 60_000 && (await fetch(`${app.url}/readyz`)).status !== 200; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
