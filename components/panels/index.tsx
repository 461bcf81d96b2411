import type { ComponentType } from 'react';
import { CONTRACTS, consoleOf, PANEL_OPERATION_NAMES, type PanelOperationName } from '@/lib/operations/contracts';
import { ImageEditPanel } from './image_edit/image-edit-panel';
import { NamingPanel } from './ai_name/naming-panel';
import { CropsPanel } from './image_crops/crops-panel';
import { OcrPanel } from './ocr/ocr-panel';
import { AlreadyLaunched } from './past_coin_search/already-launched';
import { PastCoinsPanel } from './past_coin_search/past-coins-panel';

/** Token naming, with the past coins that already use a generated name or ticker under it. */
function NamingWithPastCoins() {
  return <NamingPanel Notes={AlreadyLaunched} />;
}

/**
 * The console's panel for each operation: the console's half of the registry. Each panel lives in
 * its operation's folder of components/; its path and title come from the operation's contract.
 */
const PANELS: { [N in PanelOperationName]: ComponentType } = {
  image_edit: ImageEditPanel,
  ocr: OcrPanel,
  ai_name: NamingWithPastCoins,
  image_crops: CropsPanel,
  past_coin_search: PastCoinsPanel,
};

export interface ConsolePanel {
  title: string;
  Panel: ComponentType;
}

/** The panel shown at a path of the console, if any. */
export function panelAt(href: string): ConsolePanel | undefined {
  const name = PANEL_OPERATION_NAMES.find((operation) => consoleOf(operation).href === href);
  return name && { title: CONTRACTS[name].title, Panel: PANELS[name] };
}

/** The console's panel paths below the root, for static generation. */
export function panelSegments(): string[] {
  return PANEL_OPERATION_NAMES.map((name) => consoleOf(name).href.slice(1)).filter((segment) => segment !== '');
}
