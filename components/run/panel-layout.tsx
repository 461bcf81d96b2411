import { card } from '../ui';

/** A panel: its heading, the form on the left, the result on the right (stacked on a phone), then details. */
export function PanelLayout({
  title,
  description,
  form,
  result,
  details,
}: {
  title: string;
  description: React.ReactNode;
  form: React.ReactNode;
  result: React.ReactNode;
  details: React.ReactNode;
}) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={card}>{form}</div>
        <div className="min-w-0 space-y-4">{result}</div>
      </div>
      <div className="space-y-6">{details}</div>
    </div>
  );
}
