import type { Locator, Page } from '@playwright/test';
import { ConsolePage } from './console-page';

export class CropsPage extends ConsolePage {
  readonly results: Locator;
  readonly crops: Locator;
  readonly boxes: Locator;
  /** The switch that draws what the engine saw over each picture. */
  readonly seenSwitch: Locator;

  constructor(page: Page) {
    super(page, '/crops');
    this.results = page.getByTestId('crops-result');
    this.crops = page.getByTestId('crop');
    this.boxes = page.getByTestId('crop-box');
    this.seenSwitch = page.getByRole('switch', { name: 'Show what the engine saw' });
  }

  aspect(aspect: string) {
    return this.page.getByRole('checkbox', { name: aspect, exact: true });
  }
}
