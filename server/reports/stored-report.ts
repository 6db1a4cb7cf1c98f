import 'server-only';

import { randomUUID } from 'node:crypto';
import type { AnonymousFamily, ServiceFamily, UpgradeQuote } from '@/lib/contracts/billing';
import { isUuid } from '@/lib/contracts/refs';
import { errorMessages } from '@/lib/errors/catalogue';
import { Forbidden, invalidField, NotFound } from '@/server/core/errors';
import { type AnonymousClient, consumeAnonymousUse, UNKNOWN_CLIENT } from '@/server/credits/anonymous-use';
import { findServiceOf, listActiveServices, type ServiceRow } from '@/server/credits/find-service';
import { requestAlreadyMade, type RequestOwner } from '@/server/credits/request-id';
import { spendForService, type SpendResult } from '@/server/credits/spend-credits';
import { reportChargeReference, upgradeChargeReference } from '@/server/credits/charge-references';
import { basePaidCredits, upgradeCredits } from '@/server/credits/upgrade-price';
import type { Db, Tx } from '@/server/db/client';

// The life of a report a user pays for (a valuation, a neighbourhood evaluation, a suggestion): computed in full
// and stored once for its price, found by anyone holding its link and shown as its tier allows, upgraded to the
// extended report once. Each domain keeps its engine, its table and how a tier is shown; the steps are here.

/** Who pays for a new report: a signed-in user's credits, or an anonymous visitor's monthly free use (spec §1). */
export type Payer = { userId: string } | { userId: null; anonymous: AnonymousClient | null; freeUse: AnonymousFamily };

export interface NewReport {
  /** The family paid from: the ledger's reference is `{family}:{uuid}`, charged at most once. */
  family: ServiceFamily;
  service: ServiceRow;
  payer: Payer;
  /** The client's id of this submission (it becomes the report's uuid): a retry answers with the report paid for. */
  requestId: string | undefined;
  /** The kind, where one table holds several (sale/rent, buy/rent): a retry must be of the same kind. */
  kind?: string;
  /** The owner (and kind) of a stored row with this id, if any. */
  findOwner: (tx: Tx, id: string) => Promise<RequestOwner | undefined>;
  /** Stores the computed report under the id. */
  insert: (tx: Tx, id: string) => Promise<unknown>;
  /** Counts a user's charge where it was made, in the same transaction (an API key's usage, server/api-keys). */
  meter?: (tx: Tx, spend: SpendResult) => Promise<unknown>;
}

/**
 * Stores a report computed beforehand (so a failed computation charged nothing) in ONE transaction with its price:
 * the service's credits (403 when short) or the anonymous monthly use (426 once spent). A retried request (the same
 * `request_id`) answers with the report already paid for and charges nothing.
 */
export async function storeReport(db: Db, report: NewReport): Promise<{ uuid: string }> {
  const { payer } = report;
  const id = report.requestId ?? randomUUID();
  await db.transaction(async (tx) => {
    const caller = { userId: payer.userId, kind: report.kind };
    if (report.requestId && (await requestAlreadyMade(tx, id, caller, () => report.findOwner(tx, id)))) return;
    if (payer.userId === null) await consumeAnonymousUse(tx, { client: payer.anonymous ?? UNKNOWN_CLIENT, family: payer.freeUse });
    else {
      const spend = await spendForService(tx, { userId: payer.userId, service: report.service, reference: reportChargeReference(report.family, id) });
      await report.meter?.(tx, spend);
    }
    await report.insert(tx, id);
  });
  return { uuid: id };
}

/**
 * A stored report by uuid, for anyone holding the link (results are shared by link), shown by `present` as its tier
 * allows; null when the uuid names none (anything but a uuid is looked up nowhere).
 */
export async function findReport<Row, Result>(uuid: string, load: (id: string) => Promise<Row | undefined>, present: (row: Row) => Result): Promise<Result | null> {
  const id = uuid.trim().toLowerCase();
  if (!isUuid(id)) return null;
  const row = await load(id);
  return row ? present(row) : null;
}

/** findReport, or 404 with the domain's message. */
export async function getReport<Row, Result>(uuid: string, load: (id: string) => Promise<Row | undefined>, present: (row: Row) => Result, notFound: string): Promise<Result> {
  const found = await findReport(uuid, load, present);
  if (found === null) throw new NotFound(notFound);
  return found;
}

export interface UpgradableRow {
  id: string;
  userId: string | null;
  agentType: string;
}

export interface ReportUpgrade<Row extends UpgradableRow> {
  family: ServiceFamily;
  userId: string;
  /** The complementary service asked for; default: the family's for the report's agent type. */
  service: number | string | undefined;
  /** Reads the row; `lock`: and locks it for the transaction (the upgrade; a quote only reads). */
  find: (tx: Tx, lock: boolean) => Promise<Row | undefined>;
  notFound: string;
  /** Whether a report nobody owns (an anonymous visitor's free valuation) goes to whoever upgrades it. */
  claimUnowned: boolean;
  upgraded: (row: Row) => boolean;
  /** Moves the row to the extended tier (and to its new owner). */
  apply: (tx: Tx, row: Row, service: ServiceRow) => Promise<unknown>;
}

const NOT_THIS_AGENT = 'سرویس انتخاب‌شده با نوع این ارزیابی هم‌خوانی ندارد.';
const UPGRADE_KINDS = ['complementary', 'advanced'] as const;

/** The report, if this user may upgrade it: 404 when there is none, 403 when it is someone else's. */
async function findUpgradable<Row extends UpgradableRow>(tx: Tx, upgrade: Omit<ReportUpgrade<Row>, 'apply' | 'service'>, lock: boolean): Promise<Row> {
  const row = await upgrade.find(tx, lock);
  if (!row) throw new NotFound(upgrade.notFound);
  const owned = row.userId !== null || !upgrade.claimUnowned;
  if (owned && row.userId !== upgrade.userId) throw new Forbidden(errorMessages.upgradeOwnerOnly);
  return row;
}

/**
 * Upgrades a stored base report to the extended one, charged once per report (a retry or a double click charges
 * nothing more; the row is locked and the charge's reference is unique) at the price of server/credits/upgrade-price:
 * the complementary service's credits less what the base report's own charge took. The full report was stored at
 * creation: nothing is recomputed. Only its owner may upgrade it. Anything that fails rolls the charge back.
 */
export async function upgradeReport<Row extends UpgradableRow>(db: Db, upgrade: ReportUpgrade<Row>): Promise<Row> {
  return db.transaction(async (tx) => {
    const row = await findUpgradable(tx, upgrade, true);
    if (upgrade.upgraded(row)) return row;
    const { family, userId } = upgrade;
    const service = await findServiceOf(tx, family, upgrade.service ?? `${family}_${row.agentType}_complementary`, UPGRADE_KINDS);
    if (service.sourceAgentType !== row.agentType) throw invalidField('service', NOT_THIS_AGENT);
    const basePaid = await basePaidCredits(tx, { userId, family, reportId: row.id });
    const credits = upgradeCredits(service.creditsRequired, basePaid);
    await spendForService(tx, {
      userId,
      service,
      reference: upgradeChargeReference(family, row.id),
      credits,
      note: `upgrade of report ${reportChargeReference(family, row.id)}: ${service.creditsRequired} credits less ${basePaid} paid for the base`,
    });
    await upgrade.apply(tx, row, service);
    return row;
  });
}

/**
 * What upgrading a report costs this user, with each complementary service of its family and agent type (the
 * service dialog's prices): the same rule and the same ledger as upgradeReport, read without charging.
 */
export async function quoteUpgrade<Row extends UpgradableRow>(db: Db, upgrade: Omit<ReportUpgrade<Row>, 'apply' | 'service'>): Promise<UpgradeQuote> {
  return db.transaction(async (tx) => {
    const row = await findUpgradable(tx, upgrade, false);
    const upgraded = upgrade.upgraded(row);
    const basePaid = upgraded ? 0 : await basePaidCredits(tx, { userId: upgrade.userId, family: upgrade.family, reportId: row.id });
    const services = (await listActiveServices(tx)).filter(
      (s) => s.categoryName === upgrade.family && s.sourceAgentType === row.agentType && (UPGRADE_KINDS as readonly string[]).includes(s.serviceKind),
    );
    return {
      uuid: row.id,
      upgraded,
      base_credits_paid: basePaid,
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        credits_required: s.creditsRequired,
        upgrade_credits: upgraded ? 0 : upgradeCredits(s.creditsRequired, basePaid),
      })),
    };
  });
}
