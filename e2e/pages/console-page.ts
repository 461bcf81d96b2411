import { expect, type Locator, type Page } from '@playwright/test';
import type { FilePayload } from '../support/images';

/** What every panel has: the dropzone's file input, Run, the run's status, details and history. */
export class ConsolePage {
  readonly runButton: Locator;
  readonly details: Locator;
  readonly error: Locator;
  readonly running: Locator;
  readonly history: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    // The form's own Run button, not a recent run's "Run again".
    this.runButton = page.locator('form').getByRole('button', { name: /^Run/ });
    this.details = page.getByTestId('run-details');
    this.error = page.getByTestId('run-error');
    this.running = page.getByTestId('running');
    this.history = page.getByTestId('history-entry');
  }

  async goto() {
    await this.page.goto(this.path);
    await expect(this.runButton).toBeEnabled();
  }

  /** Sets files on the dropzone's input, as a person choosing them in the file dialog does. */
  async addFiles(files: FilePayload[]) {
    await this.page.getByLabel('Choose image files').setInputFiles(files);
  }

  get thumbs() {
    return this.page.getByTestId('thumb');
  }

  get dropzoneProblems() {
    return this.page.getByTestId('dropzone-problems');
  }

  /** Clicks Run and waits for the console route's answer. */
  async run(operation: string) {
    const answer = this.page.waitForResponse((response) => response.url().endsWith(`/console/api/${operation}`));
    await this.runButton.click();
    return answer;
  }

  async detailsFacts() {
    await expect(this.details).toBeVisible();
    return {
      status: Number(await this.page.getByTestId('run-status').first().textContent()),
      requestId: (await this.page.getByTestId('run-request-id').textContent())?.trim() ?? '',
      rateLimit: (await this.page.getByTestId('run-rate-limit').textContent())?.trim() ?? '',
      latency: (await this.page.getByTestId('run-latency').textContent())?.trim() ?? '',
      engine: (await this.page.getByTestId('run-engine').textContent())?.trim() ?? '',
    };
  }

  /** Copies the run as curl through the page's own button and returns what reached the clipboard. */
  async copyCurl(): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy as curl' }).click();
    await expect(this.page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async responseJson(): Promise<unknown> {
    const block = this.page.getByTestId('response-json');
    await block.locator('summary').click();
    await block.getByRole('button', { name: 'Copy JSON' }).click();
    return JSON.parse(await this.page.evaluate(() => navigator.clipboard.readText()));
  }
}
