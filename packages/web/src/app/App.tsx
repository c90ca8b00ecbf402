import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { useNewVersionNotice } from './useNewVersionNotice';

function VersionWatcher() {
  useNewVersionNotice();
  return null;
}

export function App() {
  return (
    <AppProviders>
      <VersionWatcher />
      <AppRoutes />
    </AppProviders>
  );
}
