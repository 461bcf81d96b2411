import { headers } from 'next/headers';
import { ApiOnlyHome } from '@/components/shell/api-only-home';
import { ClosedConsole } from '@/components/shell/closed-console';
import { ConsoleShell } from '@/components/shell/console-shell';
import { LoginForm } from '@/components/shell/login-form';
import { consoleAccess } from '@/lib/console/access';
import { consoleSettings } from '@/lib/console/settings';

// The console's state (on, password, key) is read from the environment at request time, not at build.
export const dynamic = 'force-dynamic';

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const access = consoleAccess((await headers()).get('cookie'));
  if (access === 'disabled') return <ApiOnlyHome />;
  if (access === 'locked') return <LoginForm />;
  if (access === 'closed') return <ClosedConsole />;
  return <ConsoleShell settings={consoleSettings()}>{children}</ConsoleShell>;
}
