import { describe, expect, it } from 'vitest';
import { trialsEndingWithin } from './trials-ending';

const NOW = new Date('2026-03-15T09:00:00Z');
const trial = (id: string, trialEnd: string | null) => ({ id, trialEnd });

describe('trialsEndingWithin', () => {
  it('keeps trials ending from now to seven days ahead, the soonest first', () => {
    const found = trialsEndingWithin(
      [
        trial('in-a-week', '2026-03-22T09:00:00Z'),
        trial('tomorrow', '2026-03-16T00:00:00Z'),
        trial('now', '2026-03-15T09:00:00Z'),
        trial('later', '2026-03-22T09:00:01Z'),
        trial('ended', '2026-03-15T08:59:59Z'),
        trial('none', null),
      ],
      NOW,
    );
    expect(found.map((t) => t.id)).toEqual(['now', 'tomorrow', 'in-a-week']);
  });

  it('takes another window', () => {
    expect(trialsEndingWithin([trial('a', '2026-03-17T09:00:00Z')], NOW, 1)).toEqual([]);
    expect(trialsEndingWithin([trial('a', '2026-03-17T09:00:00Z')], NOW, 2)).toHaveLength(1);
  });
});
