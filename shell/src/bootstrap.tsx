import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@caawg11/conference/routing';
import { App } from './App';
import './shell.css';

const root = document.getElementById('root')!;
// A page the public site drew at build time is taken over where it stands, never drawn again;
// the page stays as it is while the remote's code arrives.
const pageFromServer = root.firstChild !== null;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App pageFromServer={pageFromServer} />
    </BrowserRouter>
  </StrictMode>
);
if (pageFromServer) hydrateRoot(root, app);
else createRoot(root).render(app);
