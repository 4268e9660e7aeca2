import { registerRemotes } from '@module-federation/runtime';
import { prerenderedPathAttribute } from '@caawg11/conference';
import { loadRemotesConfig } from './remotes-config';

/**
 * A pre-rendered page is on screen as soon as the browser paints it: the remotes' code is
 * fetched and run only after that first frame, so that no script stands before it.
 */
function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('root')?.hasAttribute(prerenderedPathAttribute)) {
    return Promise.resolve();
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Where the remotes live is read when the page loads, so moving one needs no shell rebuild.
void Promise.all([loadRemotesConfig(), afterFirstPaint()]).then(([remotes]) => {
  registerRemotes([
    { name: 'public_site', entry: remotes.public_site, type: 'module' },
    { name: 'admin_portal', entry: remotes.admin_portal, type: 'module' },
  ]);
  return import('./bootstrap');
});
