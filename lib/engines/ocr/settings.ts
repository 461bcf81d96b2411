/** Everything that changes what the OCR path does to an image; the eval benchmark varies these. */
export interface OcrSettings {
  /** Tesseract page segmentation mode for whole-page recognition. */
  psm: string;
  /** Longest side, in pixels, fed to the recogniser; larger images are scaled down (bounds memory and time). */
  maxSide: number;
  /** Images narrower than this are scaled up to it (at most `maxUpscale` times). */
  minWidth: number;
  maxUpscale: number;
  /** Stretch the grey levels to the full range before recognition. */
  normalise: boolean;
  /**
   * `page`: tesseract finds the lines itself (with `psm`); `rows`: our row detector, each row read
   * alone; `masked`: tesseract on the page with everything outside our detected rows painted white.
   */
  segmentation: 'page' | 'rows' | 'masked';
  /** Page segmentation mode for one detected row. */
  rowPsm: string;
  /** Each row is scaled so that its median character is this many pixels tall. */
  targetCharHeight: number;
  /** Blur, in pixels per 1000 pixels of width, before the row detector thresholds the page. */
  inkBlur: number;
  /** Ink is a pixel darker than its neighbourhood's mean by this share. */
  inkContrast: number;
  /** Characters of one line may be this many character heights apart. */
  maxGapInHeights: number;
  /** `masked` mode scales the page so its typical character is this many pixels tall (0: no scaling). */
  pageCharHeight: number;
  /** Margin kept around each row in `masked` mode, in character heights. */
  maskPadding: number;
  /** Lines read with a confidence (0–100) below this are dropped as noise. */
  minLineConfidence: number;
}

/** What the service runs: the best settings the eval benchmark found (bench/README-ocr.md has the table). */
export const DEFAULT_OCR_SETTINGS: OcrSettings = {
  psm: '6',
  maxSide: 3000,
  minWidth: 0,
  maxUpscale: 3,
  normalise: false,
  segmentation: 'masked',
  rowPsm: '7',
  targetCharHeight: 32,
  inkBlur: 1.2,
  inkContrast: 0.1,
  maxGapInHeights: 1.5,
  pageCharHeight: 20,
  maskPadding: 0.3,
  minLineConfidence: 0,
};

/** Applies `key=value` overrides (from the eval command line) to a copy of the settings. */
export function withOverrides(base: OcrSettings, overrides: readonly string[]): OcrSettings {
  const settings: Record<string, unknown> = { ...base };
  for (const override of overrides) {
    const [key, raw] = override.split('=', 2);
    if (!key || raw === undefined || !(key in settings)) throw new Error(`unknown setting: ${override}`);
    const current = settings[key];
    if (typeof current === 'number') settings[key] = Number(raw);
    else if (typeof current === 'boolean') settings[key] = raw === 'true' || raw === '1';
    else settings[key] = raw;
  }
  return settings as unknown as OcrSettings;
}
