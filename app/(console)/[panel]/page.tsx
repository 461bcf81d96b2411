import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { panelAt, panelSegments } from '@/components/panels';

type Params = { params: Promise<{ panel: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return panelSegments().map((panel) => ({ panel }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: panelAt(`/${(await params).panel}`)?.title };
}

/** An operation's panel, at the path its contract gives (e.g. /ocr). */
export default async function PanelPage({ params }: Params) {
  const panel = panelAt(`/${(await params).panel}`);
  if (!panel) notFound();
  return <panel.Panel />;
}
