'use client';
import { useQuery } from '@tanstack/react-query';
import { serviceSnapshotSchema, type ServiceSnapshot } from '@/lib/contract/service';

/** The console's route for the Service page: the server reads its own metrics registry, no token needed. */
export const SERVICE_ROUTE = '/console/api/service';

/** How often the page reads the server again. */
export const REFRESH_MS = 5_000;

async function fetchSnapshot(signal: AbortSignal): Promise<ServiceSnapshot> {
  const response = await fetch(SERVICE_ROUTE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message;
    throw new Error(message ?? `The server answered ${response.status}.`);
  }
  return serviceSnapshotSchema.parse(body);
}

/** The last hour of the server's metrics, read again every few seconds while the page is open. */
export function useServiceSnapshot() {
  return useQuery({
    queryKey: ['service-snapshot'],
    queryFn: ({ signal }) => fetchSnapshot(signal),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
