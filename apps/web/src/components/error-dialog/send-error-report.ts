/** Sends an error report to the operators (POST /api/error-reports) and returns the server's answer. */
import { errorReportResponseSchema, type ErrorReportRequest } from '@portal/domain';
import { api } from '../../lib/api-client';

export async function sendErrorReport(report: ErrorReportRequest): Promise<string> {
  const answer = await api('/error-reports', {
    method: 'POST',
    body: { ...report, url: report.url || window.location.href },
    schema: errorReportResponseSchema,
  });
  return answer.message;
}
