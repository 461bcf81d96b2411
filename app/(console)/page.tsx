import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { panelAt } from '@/components/panels';

const home = panelAt('/');

export const metadata: Metadata = { title: home?.title };

/** The console's first panel: the operation whose contract puts its panel at the root. */
export default function HomePage() {
  if (!home) notFound();
  return <home.Panel />;
}
