import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The sign-in page comes drawn (the build's prerender, server/http/prerendered.ts): React
// takes over that markup instead of drawing it again. Every other page starts empty.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
