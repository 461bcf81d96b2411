/** Samples gauges from /metrics while a load runs: busy slots per gate and the server's RSS. */
export function sampleMetrics(baseUrl: string, token: string, everyMs = 50) {
  const peaks = { busy: {} as Record<string, number>, rssBytes: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const text = await (
          await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })
        ).text();
        for (const match of text.matchAll(/^inference_busy_slots\{gate="([^"]+)"\} (\d+)/gm)) {
          peaks.busy[match[1]!] = Math.max(peaks.busy[match[1]!] ?? 0, Number(match[2]));
        }
        const rss = /^process_resident_memory_bytes (\d+)/m.exec(text);
        if (rss) peaks.rssBytes = Math.max(peaks.rssBytes, Number(rss[1]));
      } catch {
        // The server may be busy or gone; the next sample tries again.
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    peaks,
    async stop() {
      running = false;
      await loop;
      return peaks;
    },
  };
}

export async function gauge(baseUrl: string, token: string, name: string, gate: string): Promise<number | undefined> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const match = new RegExp(`^${name}\\{gate="${gate}"\\} (\\d+)`, 'm').exec(text);
  return match ? Number(match[1]) : undefined;
}
