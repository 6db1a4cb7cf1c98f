import { describe, expect, it } from 'vitest';
import { understand } from '../language/understand';
import { labelledSetFiles, readLabelledSet, score } from './labelled-set';

// A regression guard on the labelled utterances (npm run bench:chat prints the figures): the targets are 95 %.
describe.each(labelledSetFiles())('labelled set %s', (file) => {
  it('keeps intent accuracy and slot F1 at or above 0.95', () => {
    const s = score(readLabelledSet(file), (t) => understand(t));
    expect(s.intentAccuracy, JSON.stringify(s.errors.slice(0, 5))).toBeGreaterThanOrEqual(0.95);
    expect(s.slotF1, JSON.stringify(s.errors.slice(0, 5))).toBeGreaterThanOrEqual(0.95);
  });
});
