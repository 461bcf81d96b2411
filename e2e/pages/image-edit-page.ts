import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

export class ImageEditPage extends ConsolePage {
  readonly prompt: Locator;
  readonly counter: Locator;
  readonly result: Locator;
  /** The parts of the prompt the editor did not do, each with why, in words. */
  readonly planIgnored: Locator;
  /** What the editor did, one line per operation. */
  readonly planApplied: Locator;

  constructor(page: Page) {
    super(page, '/');
    this.prompt = page.getByLabel('Prompt');
    this.counter = page.getByTestId('prompt-counter');
    this.result = page.getByTestId('result-image');
    this.planIgnored = page.getByTestId('edit-plan-ignored');
    this.planApplied = page.getByTestId('edit-plan-applied');
  }

  /** Opens the guide of what the embedded editor understands and clicks one of its examples. */
  async runExample(example: string) {
    const guide = this.page.getByTestId('edit-guide');
    await guide.locator('summary').click();
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/console/api/image_edit'));
    await guide.getByRole('button', { name: `Run the example: ${example}` }).click();
    return answer;
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
