/** Sends an error report to the operators (POST /api/error-reports) and returns the server's answer. */
import type { z } from 'zod';
import type { errorReportResponseSchema, ErrorReportRequest } from '@portal/domain';
import { api } from '../../lib/api-client';

export async function sendErrorReport(report: ErrorReportRequest): Promise<string> {
  const answer = await api<z.infer<typeof errorReportResponseSchema>>('/error-reports', {
    method: 'POST',
    body: { ...report, url: report.url || window.location.href },
  });
  return answer.message;
}
