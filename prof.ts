import sharp from 'sharp';
import { photo } from './bench/lib';
import { findFaces, warmFaceFinder } from './lib/engines/image_crops/faces';
import { saliencyMap, salientBox } from './lib/engines/image_crops/saliency';
import { createTextDetector } from './lib/engines/ocr/detector';
import { DEFAULT_OCR_SETTINGS } from './lib/engines/ocr/settings';
import { decodeImage } from './lib/images/decode';
import { fromRaw, toRaw } from './lib/images/raw';
async function main() {
const jpeg = await photo(0);
const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS);
await Promise.all([warmFaceFinder(), detector.warm()]);
for (let i = 0; i < 3; i++) {
  let t = performance.now(); const lap = (name: string) => { const now = performance.now(); console.log(name.padEnd(12), (now - t).toFixed(1)); t = now; };
  const source = await toRaw(decodeImage(jpeg, 4e7).autoOrient()); lap('decode');
  const small = await toRaw(fromRaw(source).resize(512, 512, { fit: 'inside' })); lap('small');
  await findFaces(small.data, small.width, small.height); lap('faces');
  const { data, info } = await fromRaw(source).resize(640, 640, { fit: 'inside' }).greyscale().raw().toBuffer({ resolveWithObject: true }); lap('grey');
  const boxes = await detector.detect({ grey: data, width: info.width, height: info.height }); lap(`text(${boxes.length})`);
  const tiny = await toRaw(fromRaw(small).resize(256, 256, { fit: 'inside' })); const map = saliencyMap(tiny.data, tiny.width, tiny.height); salientBox(map); lap('saliency');
  for (const [w, h] of [[1500, 1500], [2000, 667], [2000, 1125]]) await fromRaw(source).extract({ left: 0, top: 0, width: w!, height: h! }).resize(512, Math.round(512 * h! / w!), { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
  lap('3 crops');
}
await detector.close();

}
void main();
