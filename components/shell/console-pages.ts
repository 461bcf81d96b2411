import { CONTRACTS, consoleOf, PANEL_OPERATION_NAMES } from '@/lib/operations/contracts';

export interface ConsolePage {
  href: string;
  label: string;
}

/** The console's pages in its nav's order: a panel per operation, the launch kit, the API reference, the Service page. */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  ...PANEL_OPERATION_NAMES.map((name) => ({ href: consoleOf(name).href, label: CONTRACTS[name].title })),
  { href: '/kit', label: 'Launch kit' },
  { href: '/reference', label: 'API reference' },
  { href: '/service', label: 'Service' },
];
