import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/*
 * The fonts text is drawn with. DejaVu Sans (the system's, from fonts-dejavu-core) for Latin text;
 * every other face ships in npm packages and is read by path, so that `npm install` alone draws
 * emoji in colour and CJK as glyphs, on any machine and in the standalone server (each file is
 * listed in next.config.mjs's outputFileTracingIncludes). Paths are built from the app's folder,
 * given once to `loadFonts` (as the OCR data paths are): the bundler rewrites module resolution.
 */

/** The meme display face, Anton (SIL OFL 1.1), from @expo-google-fonts/anton. */
const DISPLAY_FONT = 'node_modules/@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf';

/**
 * Faces that text falls back to for what DejaVu has no glyph for: Noto Color Emoji (SIL OFL 1.1; a
 * COLRv1 colour font, which the text renderer draws in colour) from
 * @expo-google-fonts/noto-color-emoji, and Noto Sans CJK SC regular and bold (SIL OFL 1.1;
 * the CJK unified ideographs, drawn in Simplified Chinese forms, and Japanese kana; no Hangul) from
 * @embedpdf/fonts-sc.
 */
export const FALLBACK_FONTS = [
  'node_modules/@expo-google-fonts/noto-color-emoji/400Regular/NotoColorEmoji_400Regular.ttf',
  'node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf',
  'node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf',
] as const;

export function displayFontPath(root: string): string {
  return path.join(/* turbopackIgnore: true */ root, DISPLAY_FONT);
}

/** The condensed bold DejaVu face: the display face until Anton is loaded, or when its file is missing. */
const DEJAVU_DISPLAY = { font: 'DejaVu Sans Condensed Bold' };

let displayFont: { font: string; fontfile?: string } = DEJAVU_DISPLAY;

/** Anton when `loadFonts` found its file; otherwise the condensed bold DejaVu face, so text still renders. */
export function displayFace(): { font: string; fontfile?: string } {
  return displayFont;
}

let registered: Promise<void> | undefined;

/** Waits for the fonts `loadFonts` is adding, if it was called (text drawn before then uses the system's). */
export function fontsLoaded(): Promise<void> {
  return registered ?? Promise.resolve();
}

/**
 * Loads the shipped faces from the app's folder `root`, once per thread (the image editor's threads
 * do at start): Anton as the display face, and the fallback faces added to the text renderer's
 * fonts: libvips keeps a font file it was given (sharp's `fontfile`) for every later text in the
 * process, and Pango's fallback then finds it for the characters the asked-for face lacks. A
 * missing file is skipped (its characters draw from the system's fonts, or as boxes).
 */
export function loadFonts(root: string): Promise<void> {
  registered ??= (async () => {
    const display = displayFontPath(root);
    if (existsSync(/* turbopackIgnore: true */ display)) displayFont = { font: 'Anton', fontfile: display };
    for (const file of FALLBACK_FONTS) {
      // Listed in next.config.mjs; the comments keep the bundler from tracing the whole project.
      const fontfile = path.join(/* turbopackIgnore: true */ root, file);
      if (!existsSync(/* turbopackIgnore: true */ fontfile)) continue;
      await sharp({ text: { text: '.', font: 'DejaVu Sans', fontfile } })
        .raw()
        .toBuffer()
        .catch(() => undefined);
    }
  })();
  return registered;
}
