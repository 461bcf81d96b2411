'use client';
import { createContext, useContext } from 'react';
import type { ConsoleSettings } from '@/lib/console/console-settings';

const SettingsContext = createContext<ConsoleSettings | null>(null);

export function ConsoleSettingsProvider({
  settings,
  children,
}: {
  settings: ConsoleSettings;
  children: React.ReactNode;
}) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useConsoleSettings(): ConsoleSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useConsoleSettings needs a ConsoleSettingsProvider');
  return settings;
}
