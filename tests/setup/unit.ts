import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Server code keeps installation data in DATA_DIR (e.g. the operator's imported market-index months): unit tests
// get an empty one of their own, so a developer's ./.data never changes what they see.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'arzyab-unit-'));

// Component tests wait for lazily imported MUI views; on a loaded CI machine the first cold import
// can outlast Testing Library's 1 s default, so waits get more room there (node-environment tests skip this).
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom lays nothing out and has no scrollIntoView; forms call it to bring a refused field into view.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

export {};
