/** An `Enqueue` that starts nothing: the test runs each job itself (or never), when it wants. */
import type { Enqueue } from '../../src/services/enqueue.ts';

export const NO_JOBS: Enqueue = {
  letter: async () => undefined,
  deployment: async () => undefined,
  deletion: async () => undefined,
  resize: async () => undefined,
  lockChange: async () => undefined,
  webhook: async () => undefined,
  monthClose: async () => undefined,
  documentExport: async () => undefined,
};
