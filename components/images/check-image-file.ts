import { ACCEPTED_IMAGE_LABEL } from '../limits';
import { damagedImageText, notAnImageText, SNIFF_BYTES, sniffImageFormat } from './sniff-image';

/**
 * Why a chosen file cannot be sent as an image, or undefined when it can: its first bytes must be
 * a format the service reads (a text file named .jpg is not), and the browser must decode it.
 */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  const format = sniffImageFormat(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!format) return notAnImageText(file.name, ACCEPTED_IMAGE_LABEL);
  try {
    (await createImageBitmap(file)).close();
  } catch {
    return damagedImageText(file.name, format);
  }
  return undefined;
}
