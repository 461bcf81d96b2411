'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cx } from '../cx';
import { focusRing } from '../ui';
import { THEME_STORAGE_KEY } from './theme-script';

type Theme = 'system' | 'light' | 'dark';
const THEMES: Array<{ value: Theme; label: string; icon: string }> = [
  { value: 'system', label: 'System', icon: '◐' },
  { value: 'light', label: 'Light', icon: '☀' },
  { value: 'dark', label: 'Dark', icon: '☾' },
];

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

function apply(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Light, dark, or follow the system (the default, and it follows changes live). */
export function ThemeToggle() {
  const mounted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const [theme, setTheme] = useState<Theme>(() => (typeof window === 'undefined' ? 'system' : storedTheme()));
  useEffect(() => {
    apply(theme);
    if (theme !== 'system') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);
  const choose = (value: Theme) => {
    setTheme(value);
    try {
      if (value === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, value);
    } catch {
      // Not saved; the choice holds for this page.
    }
  };
  return (
    <div
      role="radiogroup"
      aria-label="Colour theme"
      className="flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700"
    >
      {THEMES.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={mounted && theme === option.value}
          aria-label={option.label}
          title={`${option.label} theme`}
          onClick={() => choose(option.value)}
          className={cx(
            'h-7 w-7 rounded text-sm',
            focusRing,
            mounted && theme === option.value
              ? 'bg-zinc-200 dark:bg-zinc-700'
              : 'text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white',
          )}
        >
          <span aria-hidden>{option.icon}</span>
        </button>
      ))}
    </div>
  );
}
