import { describe, expect, it } from 'vitest';
import { understand } from '../language/understand';
import { readLabelledSet, score } from './labelled-set';

// A regression guard on the labelled utterances (npm run bench:chat prints the figures): the targets are 95 %.
describe.each(['dev', 'holdout', 'probe', 'probe2', 'probe3', 'probe4'])('labelled set %s', (name) => {
  it('keeps intent accuracy and slot F1 at or above 0.95', () => {
    const s = score(readLabelledSet(`tests/data/chat/${name}.jsonl`), (t) => understand(t));
    expect(s.intentAccuracy, JSON.stringify(s.errors.slice(0, 5))).toBeGreaterThanOrEqual(0.95);
    expect(s.slotF1, JSON.stringify(s.errors.slice(0, 5))).toBeGreaterThanOrEqual(0.95);
  });
});
