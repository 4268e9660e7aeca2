import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@caawg11/conference/routing';
import { loadRemote } from '@module-federation/runtime';
import { RemoteBoundary } from './RemoteBoundary';
import { ScrollToTop } from './ScrollToTop';
import { PageLoading } from './PageLoading';

async function remoteApp(id: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ App: ComponentType }>(id);
  if (!module?.App) throw new Error(`${id} did not provide an App`);
  return { default: module.App };
}

const PublicSite = lazy(() => remoteApp('public_site/App'));
const AdminPortal = lazy(() => remoteApp('admin_portal/App'));

/** `pageFromServer`: the page the browser opened came drawn from the server and is hydrated. */
export function App({ pageFromServer = false }: { pageFromServer?: boolean }) {
  return (
    <>
      <ScrollToTop pageFromServer={pageFromServer} />
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <RemoteBoundary area="The admin portal">
              <Suspense fallback={<PageLoading />}>
                <AdminPortal />
              </Suspense>
            </RemoteBoundary>
          }
        />
        <Route
          path="/*"
          element={
            <RemoteBoundary area="The conference website">
              <Suspense fallback={<PageLoading />}>
                <PublicSite />
              </Suspense>
            </RemoteBoundary>
          }
        />
      </Routes>
    </>
  );
}
