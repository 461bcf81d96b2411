export function PastCoinsPanel() {
  return <p>Past-coin search: the panel is being built.</p>;
}
