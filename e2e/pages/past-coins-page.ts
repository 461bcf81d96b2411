import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

export class PastCoinsPage extends ConsolePage {
  readonly query: Locator;
  readonly queryCounter: Locator;
  readonly post: Locator;
  readonly limit: Locator;
  readonly coins: Locator;
  readonly nothingClose: Locator;
  readonly problem: Locator;

  constructor(page: Page) {
    super(page, '/past-coins');
    this.query = page.getByLabel('Name, ticker or words');
    this.queryCounter = page.getByTestId('query-counter');
    this.post = page.getByLabel('Post text');
    this.limit = page.getByLabel('Results', { exact: true });
    this.coins = page.getByTestId('coin');
    this.nothingClose = page.getByTestId('no-coins');
    this.problem = page.getByTestId('form-problem');
  }

  /** Search by name or ticker, or by a post. */
  mode(label: 'Name or ticker' | 'Post') {
    return this.page.getByRole('radio', { name: label });
  }

  coin(index: number) {
    return this.coins.nth(index);
  }

  /** Types a query and runs it, answering with the console route's response. */
  async search(query: string) {
    await this.query.fill(query);
    return this.run('past_coin_search');
  }
}
