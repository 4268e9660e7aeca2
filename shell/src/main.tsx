import { registerRemotes } from '@module-federation/runtime';
import { loadRemotesConfig } from './remotes-config';

// Where the remotes live is read when the page loads, so moving one needs no shell rebuild.
void loadRemotesConfig().then((remotes) => {
  registerRemotes([
    { name: 'public_site', entry: remotes.public_site, type: 'module' },
    { name: 'admin_portal', entry: remotes.admin_portal, type: 'module' },
  ]);
  return import('./bootstrap');
});
