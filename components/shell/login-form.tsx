'use client';
import { useState } from 'react';
import { cx } from '../cx';
import { card, inputBase, label, primaryButton } from '../ui';

/** The console's password prompt; the server answers with an HttpOnly session cookie. */
export function LoginForm() {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(undefined);
    try {
      const response = await fetch('/console/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password }),
        credentials: 'same-origin',
      });
      if (response.ok) return window.location.reload();
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      setProblem(body?.error?.message ?? `Sign-in failed (${response.status}).`);
    } catch (error) {
      setProblem(`Sign-in failed: ${(error as Error).message}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-sm items-center px-4">
      <form onSubmit={submit} className={cx(card, 'w-full space-y-4')} aria-label="Console sign-in">
        <div>
          <h1 className="text-lg font-semibold">Inference console</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">This console is protected by a password.</p>
        </div>
        <div>
          <label htmlFor="console-password" className={label}>
            Password
          </label>
          <input
            id="console-password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            className={cx(inputBase, 'mt-1')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? 'console-password-problem' : undefined}
          />
          {problem && (
            <p id="console-password-problem" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className={cx(primaryButton, 'w-full')} disabled={pending || password === ''}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
