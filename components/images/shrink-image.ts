/**
 * Shrinks an image until its JPEG data URL fits in `maxChars` (the naming request limits each image
 * URL to 4096 characters, so a dropped photo must become a small thumbnail to travel inline).
 */
export async function shrinkToDataUrl(dataUrl: string, maxChars: number): Promise<string> {
  if (dataUrl.length <= maxChars) return dataUrl;
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot shrink images');
  for (const side of [160, 128, 96, 72, 56, 40]) {
    for (const quality of [0.75, 0.55, 0.4]) {
      const scale = Math.min(1, side / Math.max(image.naturalWidth, image.naturalHeight));
      canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const shrunk = canvas.toDataURL('image/jpeg', quality);
      if (shrunk.length <= maxChars) return shrunk;
    }
  }
  throw new Error('could not shrink it below the size limit');
}
