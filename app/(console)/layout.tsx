import { headers } from 'next/headers';
import { ApiOnlyHome } from '@/components/shell/api-only-home';
import { ClosedConsole } from '@/components/shell/closed-console';
import { ConsoleShell } from '@/components/shell/console-shell';
import { LoginForm } from '@/components/shell/login-form';
import { consolePage } from '@/lib/bootstrap';

// The console's state (on, password, key) is read from the environment at request time, not at build.
export const dynamic = 'force-dynamic';

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const page = consolePage((await headers()).get('cookie'));
  if (page.access === 'disabled') return <ApiOnlyHome />;
  if (page.access === 'locked') return <LoginForm />;
  if (page.access !== 'open') return <ClosedConsole />;
  return <ConsoleShell settings={page.settings}>{children}</ConsoleShell>;
}
