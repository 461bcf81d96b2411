import { hint } from '../ui';

/** "2 hidden — show": profane coins a safe list left out, and the button that lists them too. */
export function HiddenNote({ hidden, onShow }: { hidden: number; onShow: () => void }) {
  if (hidden === 0) return null;
  return (
    <p data-testid="hidden-coins" className={`${hint} mt-1`}>
      {hidden} hidden (profane name, ticker or description) —{' '}
      <button type="button" className="font-medium text-indigo-700 underline dark:text-indigo-300" onClick={onShow}>
        show
      </button>
    </p>
  );
}
