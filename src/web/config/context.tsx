import { createContext, type ReactNode, useContext } from 'react';
import type { AppConfig } from './app-config';

const AppConfigContext = createContext<AppConfig | null>(null);

export const AppConfigProvider = ({ config, children }: { config: AppConfig; children: ReactNode }) => (
  <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>
);

export const useAppConfig = (): AppConfig => {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an <AppConfigProvider>');
  return config;
};
