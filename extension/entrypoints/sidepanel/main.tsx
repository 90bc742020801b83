import '../../assets/extension.css';
import { warmUpFonts } from './font-warmup';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluated all at once, the panel's modules were one long task as it opened (issue 18). In
// steps, each its own task: React's DOM renderer, then the panel's modules, then its first render.
void import('react-dom/client')
  .then(() => import('./mount'))
  .then(async ({ mountSidePanel }) => {
    await nextTask();
    mountSidePanel();
    warmUpFonts();
  });
