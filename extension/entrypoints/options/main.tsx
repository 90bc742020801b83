import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../components/OptionsApp';
import '../../assets/extension.css';

const root = document.getElementById('root');
if (!root) throw new Error('options.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <OptionsApp />
  </StrictMode>,
);
