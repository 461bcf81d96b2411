import 'server-only';
import { CONTRACTS, type ContractLimits, type OperationName } from '../contract/operations';
import { aiName } from './ai_name';
import { Capacity } from './capacity';
import { toApiError } from './engine-errors';
import { imageEdit } from './image_edit';
import { ocr } from './ocr';
import type { Operation, OperationDescriptor, OperationServices } from './types';

/** Every operation the contract names, with how it runs; the type makes a missing one a compile error. */
export const OPERATIONS: { [N in OperationName]: OperationDescriptor<N> } = {
  image_edit: imageEdit,
  ocr,
  ai_name: aiName,
};

/** The capacity of every operation that declares one, for this configuration. */
export function createCapacities(config: OperationServices['config']): Partial<Record<OperationName, Capacity>> {
  const capacities: Partial<Record<OperationName, Capacity>> = {};
  for (const descriptor of Object.values(OPERATIONS) as OperationDescriptor<OperationName>[]) {
    if (descriptor.capacity) capacities[descriptor.name] = new Capacity(descriptor.name, descriptor.capacity(config));
  }
  return capacities;
}

/** Binds a descriptor to its contract, the request schema for these limits and the services it runs with. */
export function bindOperation<N extends OperationName>(
  name: N,
  limits: ContractLimits,
  services: OperationServices,
): Operation {
  const descriptor = OPERATIONS[name] as OperationDescriptor<N>;
  const contract = CONTRACTS[name];
  return {
    name,
    contract,
    request: contract.request(limits),
    response: contract.response,
    capacity: services.capacity,
    async run(input, context) {
      try {
        return await descriptor.run(input as never, context, services);
      } catch (error) {
        throw toApiError(error, descriptor.engineErrors);
      }
    },
  };
}
