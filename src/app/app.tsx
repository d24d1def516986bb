import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { batchNotificationsPerFrame, createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Built once the node store knows the node: the router starts the first page's requests as soon
 * as it exists, so it must not be created at import time.
 */
export function createApp() {
  batchNotificationsPerFrame();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  return function App() {
    return (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
}
