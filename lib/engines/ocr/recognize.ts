import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import { findTextRows } from './layout';
import { toContract, type FoundLine } from './lines';
import { encodePng, prepareImage, type PreparedImage } from './preprocess';
import type { OcrSettings } from './settings';
import type { OcrPageResult } from './types';

/** The whole OCR path for one encoded image on one worker: prepare, find lines, read them, map to the contract. */
export async function recognizeImage(worker: Worker, bytes: Buffer, settings: OcrSettings): Promise<OcrPageResult> {
  const prepared = await prepareImage(bytes, settings);
  if (settings.segmentation === 'page') return toContract(await recognizePage(worker, prepared, settings), prepared);
  const masked = await rescaleToCharHeight(await keepOnlyRows(prepared, settings), settings);
  return toContract(await recognizePage(worker, masked, settings), masked);
}

/** Scales the page so its typical character is `pageCharHeight` pixels tall (0: leave as is). */
async function rescaleToCharHeight(
  page: PreparedImage & { typicalCharHeight: number },
  settings: OcrSettings,
): Promise<PreparedImage> {
  if (!settings.pageCharHeight || !page.typicalCharHeight) return page;
  const wanted = Math.min(3, Math.max(0.3, settings.pageCharHeight / page.typicalCharHeight));
  const factor = Math.min(wanted, settings.maxSide / Math.max(page.width, page.height));
  if (Math.abs(factor - 1) < 0.15) return page;
  const width = Math.max(1, Math.round(page.width * factor));
  const height = Math.max(1, Math.round(page.height * factor));
  const grey = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(width, height, { kernel: factor > 1 ? 'cubic' : 'lanczos3', fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { ...page, grey, width, height, scale: page.scale * factor };
}

/** The page with everything but the detected text rows painted white: specks, logos and scanner edges go. */
async function keepOnlyRows(
  image: PreparedImage,
  settings: OcrSettings,
): Promise<PreparedImage & { typicalCharHeight: number }> {
  const rows = await findTextRows(image, settings);
  const grey = Buffer.alloc(image.grey.length, 255);
  for (const row of rows) {
    const pad = Math.round(row.charHeight * settings.maskPadding);
    const y0 = Math.max(0, row.box.y0 - pad);
    const y1 = Math.min(image.height, row.box.y1 + pad);
    const x0 = Math.max(0, row.box.x0 - pad);
    const x1 = Math.min(image.width, row.box.x1 + pad);
    for (let y = y0; y < y1; y++) image.grey.copy(grey, y * image.width + x0, y * image.width + x0, y * image.width + x1);
  }
  const heights = rows.map((row) => row.charHeight).sort((a, b) => a - b);
  return { ...image, grey, typicalCharHeight: heights[Math.floor(heights.length / 2)] ?? 0 };
}

async function recognizePage(worker: Worker, image: PreparedImage, settings: OcrSettings): Promise<FoundLine[]> {
  await worker.setParameters({ tessedit_pageseg_mode: settings.psm as never });
  const { data } = await worker.recognize(await encodePng(image), {}, { blocks: true, text: false });
  const found: FoundLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) found.push({ text: line.text, confidence: line.confidence, box: line.bbox });
    }
  }
  return found;
}
