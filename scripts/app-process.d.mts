// Types of scripts/app-process.mjs for the TypeScript scripts (bench:batch).
import type { ChildProcess } from 'node:child_process';

export interface AppProcess {
  base: string;
  dir: string;
  child: ChildProcess;
  pid: number | undefined;
  stop(): Promise<void>;
  kill(): Promise<void>;
  remove(): void;
}

export function freePort(): Promise<number>;
export function waitForHealth(base: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
export function rssMb(pid: number): number | null;
export function startApp(options?: { dataDir?: string; env?: Record<string, string>; port?: number; stdio?: 'inherit' | 'pipe' | 'ignore' }): Promise<AppProcess>;
