import type { ConsoleSettings } from '@/lib/console/console-settings';
import { ThemeToggle } from '../theme/theme-toggle';
import { NavTabs } from './nav-tabs';
import { ConsoleSettingsProvider } from './settings-context';
import { SignOutButton } from './sign-out-button';

/** The console's frame: title, operation tabs, theme and sign-out, and a warning when it has no key. */
export function ConsoleShell({ settings, children }: { settings: ConsoleSettings; children: React.ReactNode }) {
  return (
    <ConsoleSettingsProvider settings={settings}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm dark:focus:bg-zinc-900"
      >
        Skip to the panel
      </a>
      <header className="border-b border-zinc-200 bg-white/80 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-3 sm:px-6">
          <div className="flex items-baseline gap-2">
            <span className="text-base font-semibold tracking-tight">Inference console</span>
            <span className="hidden text-xs text-zinc-500 sm:inline dark:text-zinc-400">
              every run goes through the public API’s pipeline
            </span>
          </div>
          <div className="flex items-center gap-2">
            {settings.passwordProtected && <SignOutButton />}
            <ThemeToggle />
          </div>
        </div>
        <div className="mx-auto mt-2 max-w-7xl px-4 sm:px-6">
          <NavTabs />
        </div>
      </header>
      {settings.keyProblem && (
        <div
          role="alert"
          data-testid="key-problem"
          className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <div className="mx-auto max-w-7xl">{settings.keyProblem}</div>
        </div>
      )}
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        {children}
      </main>
    </ConsoleSettingsProvider>
  );
}
