import { registerRemotes } from '@module-federation/runtime';
import { loadRemotesConfig } from './remotes-config';

// Where the remotes live is read when the page loads, so moving one needs no shell rebuild.
void loadRemotesConfig().then((remotes) => {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry, type: 'module' })),
  );
  return import('./bootstrap');
});
