import 'server-only';
import { configSection } from '../../config';

/** Recording coins has no settings of its own: it writes to past-coin search's store (its settings). */
export const pastCoinsConfig = configSection({ shape: {} });
