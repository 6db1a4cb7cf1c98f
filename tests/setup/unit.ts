// Component tests wait for lazily imported MUI views; on a loaded CI machine the first cold import
// can outlast Testing Library's 1 s default, so waits get more room there (node-environment tests skip this).
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom lays nothing out and has no scrollIntoView; forms call it to bring a refused field into view.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

export {};
