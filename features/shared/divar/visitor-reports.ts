// An anonymous visitor's reports of Divar ads, remembered in this browser: without an account the server cannot
// tell them which of an ad's reports is theirs, so the entry page offers their earlier result from here instead of
// a second (by then paid, or sign-up) evaluation.

export type VisitorReportSection = 'price' | 'neighbourhood';

const KEY = 'divar-visitor-reports';
/** Enough for the ads one person values; the oldest go first. */
const KEEP = 30;

interface Remembered {
  uuid: string;
  /** When it was made (ms): the newest are kept. */
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or disabled storage
  }
}

function read(): Record<string, Remembered> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Remembered>) : {};
  } catch {
    return {};
  }
}

const entry = (section: VisitorReportSection, postToken: string) => `${section}:${postToken}`;

/** Remembers the visitor's newest report of this ad (a later one replaces it). */
export function rememberVisitorReport(section: VisitorReportSection, postToken: string, uuid: string, now = Date.now()): void {
  const all = { ...read(), [entry(section, postToken)]: { uuid, at: now } };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEEP);
  try {
    storage()?.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or disabled: the result page still opens; only the reminder is lost
  }
}

/** The uuid of the visitor's own earlier report of this ad in this browser, or null. */
export function visitorReport(section: VisitorReportSection, postToken: string): string | null {
  const found = read()[entry(section, postToken)];
  return found && typeof found.uuid === 'string' && /^[0-9a-f-]{36}$/i.test(found.uuid) ? found.uuid : null;
}
