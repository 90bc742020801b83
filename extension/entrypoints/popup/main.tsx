import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from '../../components/PopupApp';
import '../../assets/extension.css';

const root = document.getElementById('root');
if (!root) throw new Error('popup.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <PopupApp />
  </StrictMode>,
);
