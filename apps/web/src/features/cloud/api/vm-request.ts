/** POST /api/cloud/vm-requests: a non-standard virtual machine asked of the vendor's operators. */
import type { VmConfig, VmRequestAnswer } from '@portal/domain';
import { api } from '../../../lib/api-client';

export function sendVmRequest(projectId: string, config: VmConfig): Promise<VmRequestAnswer> {
  return api<VmRequestAnswer>('/cloud/vm-requests', { method: 'POST', body: { projectId, config } });
}
