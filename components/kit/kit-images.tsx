import type { KitResults } from '@inference-console/client/kit';
import { card } from '../ui';

const IMAGES: { result: keyof KitResults; title: string; alt: string; wide?: boolean }[] = [
  { result: 'logo', title: 'Logo (1:1)', alt: 'The square logo crop' },
  { result: 'logoWithTicker', title: 'Logo with the ticker', alt: 'The logo edited with the ticker' },
  { result: 'banner', title: 'Banner (3:1)', alt: 'The 3:1 banner crop', wide: true },
  { result: 'meme', title: 'Meme', alt: 'The meme with its caption' },
];

/** The kit's pictures, each as soon as its step lands. */
export function KitImages({ results }: { results: KitResults }) {
  const shown = IMAGES.filter((image) => typeof results[image.result] === 'string');
  if (shown.length === 0) return null;
  return (
    <section className={card} aria-labelledby="kit-images-heading">
      <h2 id="kit-images-heading" className="text-sm font-semibold">
        Pictures
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {shown.map((image) => (
          <figure key={image.result} className={image.wide ? 'col-span-2' : undefined}>
            <img
              src={results[image.result] as string}
              alt={image.alt}
              data-testid={`kit-image-${image.result}`}
              className="w-full rounded border border-zinc-200 dark:border-zinc-700"
            />
            <figcaption className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{image.title}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
