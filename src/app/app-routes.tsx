import { useRoutes } from 'react-router';
import { appRoutes } from './router';

/** The page for the current address, in the shell (see appRoutes). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
