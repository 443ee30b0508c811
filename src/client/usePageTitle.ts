import { useEffect } from 'react';
import { DEFAULT_BRANDING } from '../domain/branding';

/** Sets the document title ("Results – Essential Eight Assessment Tool") so each page is announced by name. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${DEFAULT_BRANDING.productName}` : DEFAULT_BRANDING.productName;
  }, [title]);
}
