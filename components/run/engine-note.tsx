/** Which engine answered a run, as its X-Engine header said. */
export function EngineNote({ engine }: { engine?: string }) {
  if (!engine) return null;
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="engine-note">
      Answered by the <strong className="font-semibold">{engine}</strong> engine
    </p>
  );
}
