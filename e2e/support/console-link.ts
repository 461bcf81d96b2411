import type { RunningApp } from '../../test-support/app';

/** The console link the server printed at start (`http://…/?token=…`), as an operator would copy it. */
export function printedConsoleLink(app: RunningApp): string {
  const link = /^\s+(http:\/\/\S+\/\?token=\S+)$/m.exec(app.logs())?.[1];
  if (!link) throw new Error(`the server printed no console link:\n${app.logs()}`);
  return link;
}

/** Opens the link as a browser would and returns the session cookie's value it set. */
export async function openConsoleLink(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  const cookie = /console_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 303 || !cookie)
    throw new Error(`the console link set no session (status ${response.status})`);
  return cookie;
}
