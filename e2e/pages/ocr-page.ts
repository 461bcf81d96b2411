import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

export class OcrPage extends ConsolePage {
  readonly outlines: Locator;
  readonly lines: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    super(page, '/ocr');
    this.outlines = page.getByTestId('ocr-outline');
    this.lines = page.getByTestId('ocr-line');
    this.results = page.getByTestId('ocr-result');
  }

  outlinesOf(result: number) {
    return this.results.nth(result).getByTestId('ocr-outline');
  }

  linesOf(result: number) {
    return this.results.nth(result).getByTestId('ocr-line');
  }
}
