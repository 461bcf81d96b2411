import { expect, type Locator, type Page } from '@playwright/test';

export type ServiceChart = 'requests' | 'latency' | 'rejections' | 'engine-errors';

/** The console's Service page: overview cards, then a section per operation with traffic. */
export class ServicePage {
  readonly updated: Locator;
  readonly quiet: Locator;
  readonly uptime: Locator;

  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.updated = page.getByTestId('updated');
    this.quiet = page.getByTestId('quiet-operations');
    this.uptime = page.getByTestId('uptime');
  }

  async goto() {
    await this.page.goto(`${this.origin}/service`);
    await expect(this.updated).toContainText('Updated');
  }

  /** When the page last read the server ("Updated 12:34:56"). */
  async updatedText(): Promise<string> {
    return (await this.updated.textContent()) ?? '';
  }

  operation(name: string): Locator {
    return this.page.locator(`[data-testid="service-operation"][data-operation="${name}"]`);
  }

  chart(name: string, chart: ServiceChart): Locator {
    return this.operation(name).getByTestId(`chart-${chart}`);
  }

  gate(name: string): Locator {
    return this.page.locator(`[data-testid="gate"][data-gate="${name}"]`);
  }

  /** The hour's requests by status as the page lists them: { "200": 5, "429": 2 }. */
  async statusCounts(name: string): Promise<Record<string, number>> {
    const items = this.operation(name).getByTestId('status-count');
    const counts: Record<string, number> = {};
    for (const item of await items.all()) {
      counts[(await item.getAttribute('data-status'))!] = Number(await item.getByTestId('count').textContent());
    }
    return counts;
  }

  async total(name: string, fact: 'requests' | 'rate-limited' | 'unavailable' | 'engine-errors'): Promise<number> {
    return Number(await this.operation(name).getByTestId(`total-${fact}`).textContent());
  }

  /** How tall a bar chart's bars stand together, in pixels: grows as its counts do. */
  async barHeight(name: string, chart: ServiceChart): Promise<number> {
    return this.chart(name, chart)
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) => paths.reduce((sum, path) => sum + (path as SVGGraphicsElement).getBBox().height, 0));
  }

  /** How many points a line chart draws. */
  async linePoints(name: string, chart: ServiceChart): Promise<number> {
    return this.chart(name, chart).locator('.recharts-line-dot').count();
  }

  /**
   * A chart's labels (axis ticks inside its drawing, legend entries beside it) and those not wholly
   * inside their box: a tick must lie within the drawing's SVG (outside it, it is cut off), a
   * legend entry within the chart's card.
   */
  async labelPlacement(name: string, chart: ServiceChart): Promise<{ labels: string[]; outside: string[] }> {
    return this.chart(name, chart).evaluate((figure) => {
      const within = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5 &&
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5;
      // The drawing's SVG (the legend's icons are SVGs of their own).
      const svg = (figure.querySelector('.recharts-cartesian-axis') as SVGGElement).ownerSVGElement!;
      const placed = [
        ...[...svg.querySelectorAll('text')].map((text) => ({ text, box: svg.getBoundingClientRect() })),
        ...[...figure.querySelectorAll('.recharts-legend-item-text')].map((text) => ({
          text,
          box: figure.getBoundingClientRect(),
        })),
      ].filter(({ text }) => (text.textContent ?? '').trim() !== '');
      return {
        labels: placed.map(({ text }) => text.textContent!.trim()),
        outside: placed
          .filter(({ text, box }) => !within(text.getBoundingClientRect(), box))
          .map(({ text }) => text.textContent!.trim()),
      };
    });
  }
}
