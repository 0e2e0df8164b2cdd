/** Shows a list's load failure once in the error dialog (the spec's dialog with the report button). */
import { useEffect } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { ApiRequestError } from '../../../lib/api-client';

export function useLoadError(error: Error | null, title: string): void {
  const { showError } = useErrorDialog();
  useEffect(() => {
    // A 401 is already turned into the login page by the query client.
    if (!error || (error instanceof ApiRequestError && error.status === 401)) return;
    showError(apiErrorContent(title, error, 'Попробуйте обновить страницу'));
  }, [error, title, showError]);
}
