import type { ImageLoader } from '../images/types';
import type { Capacity } from './capacity';

/**
 * What operations offer one another, by service name. An operation that provides a service declares
 * it, with its type, in its own folder (services.ts there) by adding a member to this interface:
 *
 *     declare module '../services' {
 *       interface ServiceTypes { myService: MyService }
 *     }
 *
 * A descriptor lists what it `uses` and what it `shares` by these names; the composition root
 * (registry.ts) builds the providers first and hands each operation the services it uses.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the providers' folders
export interface ServiceTypes {}

export type ServiceName = keyof ServiceTypes;

/** The services an operation is given: those it uses that a provider of this server offers. */
export type SharedServices = { readonly [S in ServiceName]?: ServiceTypes[S] };

/** What a provider builds its services from: its own engine, the image loader and its capacity. */
export interface ProviderParts<Engine> {
  engine: Engine;
  loadImage: ImageLoader;
  capacity?: Capacity;
}

/** How a provider makes each service it offers (undefined: not offered by this configuration). */
export type ServiceMakers<Engine> = {
  [S in ServiceName]?: (parts: ProviderParts<Engine>) => ServiceTypes[S] | undefined;
};
