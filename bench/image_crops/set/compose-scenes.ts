/**
 * Writes the composed crop-eval sets (`real: false`): `mascot-scenes`, `texture-scenes`, `memes`,
 * `posts` (rendered in Chromium at /usr/bin/chromium, or $CHROMIUM_PATH), each image in `bench/image_crops/set/<set>/` and its exact boxes in `bench/image_crops/set/<set>.json`:
 *   CROP_SOURCES=DIR npx tsx bench/image_crops/set/compose-scenes.ts
 * The parts come from Debian packages (installed, or unpacked with `dpkg -x PKG.deb DIR/PKG`):
 * tuxpaint-stamps-default, gimp-data, python3-skimage; and from the marked photographs of the
 * `avatars`, `doc-samples` and `games` sets. Deterministic: the same files on every run.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CROPS_DIR, run, writeManifest, type MarkedEntry } from './crop-marks-io';
import { storeImage } from './import-image';
import { composeMeme } from './compose/memes';
import { composeBesideTexture, composeCutOut, type ComposedImage } from './compose/scenes';
import { composePost, withBrowser } from './compose/posts';
import { MASCOT_SCENES, MEMES, POSTS, TEXTURE_CUT_OUTS, TEXTURE_PHOTOS } from './compose/scene-list';

async function writeSet(set: string, scenes: (() => Promise<ComposedImage>)[]): Promise<void> {
  rmSync(path.join(CROPS_DIR, set), { recursive: true, force: true });
  const entries: MarkedEntry[] = [];
  for (const [index, compose] of scenes.entries()) {
    const { image, entry } = await compose();
    const file = `${set}-${String(index + 1).padStart(2, '0')}.jpg`;
    const stored = await storeImage(image, path.join(CROPS_DIR, set, file));
    const meta = { width: entry.subject.x + entry.subject.width, height: entry.subject.y + entry.subject.height };
    if (meta.width > stored.width || meta.height > stored.height)
      throw new Error(`${file}: the subject left the image`);
    entries.push({ file, ...entry });
  }
  writeManifest(set, entries);
  console.log(`${set}: ${entries.length} scenes`);
}

async function main(): Promise<void> {
  await writeSet(
    'mascot-scenes',
    MASCOT_SCENES.map((scene) => () => composeCutOut(scene)),
  );
  await writeSet('texture-scenes', [
    ...TEXTURE_PHOTOS.map((scene) => () => composeBesideTexture(scene)),
    ...TEXTURE_CUT_OUTS.map((scene) => () => composeCutOut(scene)),
  ]);
  await writeSet(
    'memes',
    MEMES.map((scene) => () => composeMeme(scene)),
  );
  await withBrowser((browser) =>
    writeSet(
      'posts',
      POSTS.map((scene) => () => composePost(browser, scene)),
    ),
  );
}

run(main);
