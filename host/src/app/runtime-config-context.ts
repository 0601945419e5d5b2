import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@parts/shared-kernel';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside the started shop');
  return config;
}
