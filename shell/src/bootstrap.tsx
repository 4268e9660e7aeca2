import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@caawg11/conference/routing';
import { prerenderedPathAttribute, withoutTrailingSlash } from '@caawg11/conference';
import { App } from './App';
import './shell.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A page the public site pre-rendered for this very path is taken over as it is (hydrated);
// any other starts from the empty root.
const prerenderedPath = root.getAttribute(prerenderedPathAttribute);
if (
  prerenderedPath !== null &&
  withoutTrailingSlash(prerenderedPath) === withoutTrailingSlash(window.location.pathname)
) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
