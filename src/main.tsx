import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@/api/runtime-config';
import { createApp } from '@/app/app';
import { initNodeStore, needsRuntimeConfig, setRuntimeConfig } from '@/lib/node-store';
import { applyTheme, watchSystemTheme } from '@/lib/theme';
import './index.css';

applyTheme();
watchSystemTheme();

function readBuildNodeUrl(): string | undefined {
  const value: unknown = import.meta.env['VITE_NODE_URL'];
  return typeof value === 'string' && value ? value : undefined;
}

async function start() {
  const search = window.location.search;
  const buildUrl = readBuildNodeUrl();
  const configPromise = loadRuntimeConfig(import.meta.env.BASE_URL);
  // Only wait for config.json when it decides which node to use; otherwise render at once.
  if (needsRuntimeConfig(search)) {
    initNodeStore({ search, config: await configPromise, buildUrl });
  } else {
    initNodeStore({ search, config: {}, buildUrl });
    void configPromise.then(setRuntimeConfig);
  }

  const el = document.getElementById('root');
  if (!el) return;
  const App = createApp();
  createRoot(el, {
    onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
    onCaughtError: (error, info) => console.warn('Caught error', error, info.componentStack),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
