import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { UpdatePrompt } from '@/features/shell/update-prompt';

const HOUR_MS = 60 * 60 * 1000;

/** The prompt lives outside the app's tree: it needs no router, query or node. */
function showUpdatePrompt(reload: () => void): void {
  const el = document.createElement('div');
  document.body.append(el);
  createRoot(el).render(<UpdatePrompt onReload={reload} />);
}

/**
 * Registers the service worker that precaches the app (vite.config.ts, VitePWA): repeat and
 * offline visits load the code from the cache. A new deployment is installed alongside and
 * waits; the person is told, and reloading hands the page to it.
 */
export function registerServiceWorker(): void {
  let prompted = false;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (prompted) return;
      prompted = true;
      // Lets the waiting worker take over; the page reloads once it controls the page.
      showUpdatePrompt(() => void update(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // A tab left open notices a deployment within the hour, or when the person comes back.
      const check = () => {
        if (navigator.onLine && !registration.installing) {
          registration.update().catch(() => undefined);
        }
      };
      setInterval(check, HOUR_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError(error: unknown) {
      // The app works without it, only without the offline shell.
      console.warn('The service worker could not be registered', error);
    },
  });
}
