import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

export class ImageEditPage extends ConsolePage {
  readonly prompt: Locator;
  readonly counter: Locator;
  readonly result: Locator;

  constructor(page: Page) {
    super(page, '/');
    this.prompt = page.getByLabel('Prompt');
    this.counter = page.getByTestId('prompt-counter');
    this.result = page.getByTestId('result-image');
  }

  async addUrl(url: string) {
    await this.page.getByLabel('Image URL').fill(url);
    await this.page.getByRole('button', { name: 'Add URL' }).click();
  }

  thumbName(index: number) {
    return this.page.getByTestId('thumb-name').nth(index);
  }

  /** The result image's src and the size the browser decoded it to. */
  async resultImage() {
    await this.result.waitFor();
    return this.result.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { src: image.src, width: image.naturalWidth, height: image.naturalHeight };
    });
  }
}
