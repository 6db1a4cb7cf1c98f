process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
process.env.PAYMENT_GATEWAY = 'sandbox';
process.env.RECONCILE_INTERVAL_MINUTES = '0';

import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as payRoute } from '@/app/api/payment/payment-subscription/route';
import { POST as sandboxRoute } from '@/app/api/payment/sandbox/[authority]/[action]/route';
import { getCreditSummary } from '@/server/credits/account';
import { closeDb, databaseKind, getDb } from '@/server/db/client';
import { claimDataDir, DatabaseInUseError } from '@/server/db/owner';
import { payments } from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/core';
import { startServerJobs } from '@/server/jobs/start';
import { call } from './http';
import { userWith } from './users';

// Issue 32, point 1: `npm run payments:reconcile` (a cron job) and `npm run db:migrate` opened the embedded
// database while the app had it open. Each PGlite keeps its own pages, so one side's writes were lost (a user
// who paid was gone after a restart) and a crash with both open left a folder that no longer opened.

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function cli(script: string, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: this process owns the folder and must keep answering on its socket meanwhile.
    const child = spawn(tsx, ['--conditions=react-server', script, ...args], { cwd: root, env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const authorityOf = (link: string) => new URL(link).pathname.split('/').pop()!;
const embedded = !process.env.DATABASE_URL;

describe.runIf(embedded)('one process owns the embedded database', () => {
  it('migrate and reconcile from another process never open the folder the app has open; nothing is lost', async () => {
    await startServerJobs(); // what the app does when it starts: opens the database, answers the reconcile CLI
    const db = await getDb();
    const payer = await userWith();
    const start = await call<{ link: string }>(payRoute, '/api/payment/payment-subscription/', {
      method: 'POST',
      token: payer.token,
      body: { plan: 'topup_2', callback_url: '/subscription' },
    });
    const authority = authorityOf(start.body.link);
    // Paid at the gateway, then the browser closed: only the reconcile job will ever see it.
    await call(sandboxRoute, `/api/payment/sandbox/${authority}/pay/`, { method: 'POST', params: { authority, action: 'pay' } });

    const migrate = await cli('scripts/db-migrate.ts');
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain(`is open in process ${process.pid}`);
    expect(migrate.stderr).toContain('در اختیار برنامهٔ دیگری است');

    const reconcile = await cli('scripts/payments-reconcile.ts');
    expect(reconcile.stderr).toBe('');
    expect(reconcile.code).toBe(0);
    expect(JSON.parse(reconcile.stdout)).toMatchObject({ paid: 1 });
    // The app sees the outcome at once: the job ran here, on the one copy of the data.
    const [row] = await db.select().from(payments).where(eq(payments.authority, authority));
    expect(row.status).toBe('paid');
    expect((await getCreditSummary(db, payer.id)).active_credits_count).toBe(2);

    // Someone signs up after the reconcile run; then the app restarts.
    const later = await userWith(3);
    await closeDb();
    const reopened = await getDb();
    expect((await reopened.select().from(users).where(eq(users.id, later.id))).length).toBe(1);
    expect((await getCreditSummary(reopened, payer.id)).active_credits_count).toBe(2);
    expect((await getCreditSummary(reopened, later.id)).active_credits_count).toBe(3);
  });

  it('with the app stopped, the CLIs open the folder themselves', async () => {
    await closeDb();
    const migrate = await cli('scripts/db-migrate.ts');
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toContain('database (pglite) is up to date');
    const reconcile = await cli('scripts/payments-reconcile.ts');
    expect(reconcile.code).toBe(0);
    expect(JSON.parse(reconcile.stdout)).toMatchObject({ checked: 0 });
  });

  it('takes over the socket a killed owner left behind, and two starters never both win', async () => {
    await closeDb();
    const dataDir = path.resolve(process.env.DATA_DIR!);
    const socket = path.join(dataDir, 'pglite.sock');
    // A process that took the folder and was killed -9: its socket file stays, nobody listens.
    const killed = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((r) => killed.on('exit', r));
    expect(existsSync(socket)).toBe(true);

    const claims = await Promise.allSettled([claimDataDir(dataDir), claimDataDir(dataDir), claimDataDir(dataDir)]);
    const won = claims.filter((c) => c.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const c of claims) if (c.status === 'rejected') expect(c.reason).toBeInstanceOf(DatabaseInUseError);
    await (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof claimDataDir>>>).value.release();

    expect(await databaseKind()).toBe('pglite');
    await closeDb();
  });

  it('keeps the data folder private: 0700, files 0600', async () => {
    await getDb();
    const dataDir = path.resolve(process.env.DATA_DIR!);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const pgVersion = path.join(dataDir, 'pglite', 'PG_VERSION');
    expect(statSync(pgVersion).mode & 0o777).toBe(0o600);
  });
});
