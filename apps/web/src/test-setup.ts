// Every rendered test tree is unmounted after its test (Testing Library registers this itself only with Vitest's
// globals): a tree left mounted keeps React's scheduler busy after the file's jsdom is gone ("window is not defined").
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
