import { describe, expect, it } from 'vitest';
import { reportProject } from './error-dialog-provider';

describe('reportProject', () => {
  it('takes the project the error names, as its field or as a line of its details', () => {
    expect(reportProject({ projectId: 'infra' })).toBe('infra');
    expect(reportProject({ details: 'code: INTERNAL\nprojectId: infra' })).toBe('infra');
    expect(reportProject({ details: 'projectId: infra\npage: http://x/#/enrollment' })).toBe('infra');
  });
  it('reports to 1С:ГРМ otherwise', () => {
    expect(reportProject({})).toBe('ecw');
    expect(reportProject({ details: 'code: INTERNAL' })).toBe('ecw');
    expect(reportProject({ projectId: 'ecw', details: 'projectId: infra' })).toBe('ecw');
  });
});
