import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';

type Level = ServerEnv['LOG_LEVEL'];
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function threshold(): number {
  try {
    return order[serverEnv().LOG_LEVEL];
  } catch {
    // An invalid environment must still be loggable: its error is exactly what needs reporting.
    return order.info;
  }
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), message };
  for (const [k, v] of Object.entries(fields)) entry[k] = serialise(v);
  (level === 'error' || level === 'warn' ? console.error : console.log)(JSON.stringify(entry));
}

/** Structured one-line JSON logs. Never pass secrets (API keys, OTP codes outside the console SMS provider). */
export const log = {
  debug: (m: string, f?: Record<string, unknown>) => write('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => write('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => write('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => write('error', m, f),
};
