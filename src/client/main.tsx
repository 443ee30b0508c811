import './zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './router';
import { App } from './App';
import { AuthProvider } from './AuthProvider';
import { applyBrandColours } from './branding';
import './styles.css';

applyBrandColours();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A transition lets React render the first page in short slices, so a slow phone stays responsive
// to input while the page is built (Lighthouse counts long tasks as Total Blocking Time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <App />
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>,
  ),
);
