// Next calls register() once when a server starts (never during `next build`'s page generation here).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServerJobs } = await import('./server/jobs/start');
  await startServerJobs();
}
