import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import type { FilePayload } from '../support/images';

const STEPS = ['read', 'name', 'search_post', 'search_name', 'crops', 'logo', 'meme'] as const;
export type KitStep = (typeof STEPS)[number];

/** The console's Launch kit page: the post form, the steps as they land, the choices and the zip. */
export class KitPage {
  readonly post: Locator;
  readonly runButton: Locator;
  readonly problem: Locator;
  readonly ticker: Locator;
  readonly caption: Locator;
  readonly rerunButton: Locator;
  readonly downloadButton: Locator;
  readonly stale: Locator;

  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.post = page.getByRole('textbox', { name: 'Post' });
    this.runButton = page.getByRole('form', { name: 'Launch kit post' }).getByRole('button', { name: /^Run/ });
    this.problem = page.getByTestId('kit-problem');
    this.ticker = page.getByRole('textbox', { name: 'Ticker' });
    this.caption = page.getByRole('textbox', { name: 'Meme caption' });
    this.rerunButton = page.getByRole('button', { name: 'Re-run changed steps' });
    this.downloadButton = page.getByRole('button', { name: 'Download zip' });
    this.stale = page.getByTestId('kit-stale');
  }

  async goto() {
    await this.page.goto(`${this.origin}/kit`);
    await expect(this.runButton).toBeEnabled();
  }

  async addFiles(files: FilePayload[]) {
    await this.page.getByLabel('Choose image files').setInputFiles(files);
  }

  /** Opens the page, fills in a post and runs the kit to the end. */
  async runPost(text: string, files: FilePayload[]) {
    await this.goto();
    await this.post.fill(text);
    await this.addFiles(files);
    await this.runButton.click();
    await this.landed();
  }

  step(id: KitStep): Locator {
    return this.page.getByTestId(`kit-step-${id}`);
  }

  /** Waits until no step waits or runs, and the kit's total time is shown. */
  async landed() {
    for (const id of STEPS) await expect(this.step(id)).toHaveAttribute('data-status', /^(done|failed|skipped)$/);
    await expect(this.page.getByTestId('kit-total-time')).toBeVisible();
    await expect(this.runButton).toBeEnabled();
  }

  async statuses(): Promise<Record<KitStep, string | null>> {
    const entries = await Promise.all(STEPS.map(async (id) => [id, await this.step(id).getAttribute('data-status')]));
    return Object.fromEntries(entries);
  }

  /** Clicks Download zip and opens what the browser saved: file name → bytes. */
  async downloadZip(): Promise<{ name: string; files: Record<string, Uint8Array> }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadButton.click()]);
    const bytes = await readFile(await download.path());
    return { name: download.suggestedFilename(), files: unzipSync(new Uint8Array(bytes)) };
  }
}
