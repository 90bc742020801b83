import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '../../components/SidePanelApp';
import '../../assets/extension.css';

const root = document.getElementById('root');
if (!root) throw new Error('sidepanel.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <SidePanelApp />
  </StrictMode>,
);
