/** A row of the reliability report: what was measured, what it should be, and whether it is. */
export interface Row {
  scenario: string;
  measure: string;
  value: string;
  expected: string;
  pass: boolean;
}

export function row(scenario: string, measure: string, value: string | number, expected = '', pass = true): Row {
  return { scenario, measure, value: String(value), expected, pass };
}

export function printTable(rows: Row[]): void {
  const header = ['scenario', 'measure', 'value', 'expected', 'ok'];
  const cells = rows.map((r) => [r.scenario, r.measure, r.value, r.expected, r.pass ? 'yes' : 'NO']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}
