import sharp from 'sharp';

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
 * A white page of `lines` lines of printed text as a PNG data URL. Twelve lines hold an OCR worker
 * for about a second on any machine, so a test can act while a request waits or runs.
 */
export async function textPage(label: string, lines = 12): Promise<string> {
  const text = Array.from(
    { length: lines },
    (_, row) =>
      `<text x="30" y="${70 + row * 62}" font-family="DejaVu Sans" font-size="34">${label} LINE ${row + 1} TOTAL ${row + 12}.50</text>`,
  ).join('');
  const height = 100 + lines * 62;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}
