import type { Page } from '@playwright/test';

export interface NavPage {
  href: string;
  label: string;
}

/**
 * The console's pages as its nav lists them, read from the rendered nav: a page added to the nav
 * is covered by every test that loops over these, with no edit to the tests.
 */
export async function navPages(page: Page): Promise<NavPage[]> {
  await page.goto('/');
  return page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        href: new URL((link as HTMLAnchorElement).href).pathname,
        label: link.textContent?.trim() ?? '',
      })),
    );
}

/** A page's name for a screenshot file: `/` is image-edit's, `/past-coins` is past-coins. */
export const slugOf = (href: string) => (href === '/' ? 'home' : href.slice(1).replace(/\//g, '-'));
