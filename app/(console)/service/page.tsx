import type { Metadata } from 'next';
import { ServicePage } from '@/components/service/service-page';

export const metadata: Metadata = { title: 'Service' };

/** The service at a glance: the last hour of this server's own metrics, per operation, live. */
export default function ServiceRoute() {
  return <ServicePage />;
}
