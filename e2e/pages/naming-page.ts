import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

export class NamingPage extends ConsolePage {
  readonly post: Locator;
  readonly name: Locator;
  readonly ticker: Locator;
  readonly alreadyLaunched: Locator;
  readonly launchedCoins: Locator;

  constructor(page: Page) {
    super(page, '/naming');
    this.post = page.getByLabel('Post text');
    this.name = page.getByTestId('token-name');
    this.ticker = page.getByTestId('token-ticker');
    this.alreadyLaunched = page.getByTestId('already-launched');
    this.launchedCoins = page.getByTestId('launched-coin');
  }

  example(label: string) {
    return this.page.getByRole('button', { name: label });
  }
}
