import { expect, type Locator, type Page } from '@playwright/test';

/** The API reference: one section per operation, each with its request table and responses. */
export class ReferencePage {
  readonly heading: Locator;
  readonly operations: Locator;
  readonly downloadLink: Locator;
  readonly contents: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.operations = page.getByTestId('operation');
    this.downloadLink = page.getByRole('link', { name: 'Download openapi.json' });
    this.contents = page.getByRole('navigation', { name: 'API reference contents' });
  }

  async goto() {
    await this.page.goto('/reference');
    await expect(this.heading).toBeVisible();
  }

  /** An operation's section, found by its path as the heading shows it. */
  operation(path: string): Locator {
    return this.operations.filter({ has: this.page.getByRole('heading', { name: path }) });
  }

  /** A row of an operation's request body table: `prompt`, `event.text`. */
  requestField(path: string, field: string): Locator {
    return this.operation(path)
      .getByRole('table', { name: /request body/ })
      .locator(`tr[data-field="${field}"]`);
  }

  response(path: string, status: number): Locator {
    return this.operation(path).locator(`[data-testid="response"][data-status="${status}"]`);
  }
}
