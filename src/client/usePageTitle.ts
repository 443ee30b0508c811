import { useEffect } from 'react';
import { currentBranding } from './branding';

/** Sets the document title ("Results – Essential Eight Assessment Tool") so each page is announced by name. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${currentBranding().productName}` : currentBranding().productName;
  }, [title]);
}
