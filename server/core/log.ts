import 'server-only';
import { serverEnv, type ServerEnv } from '@/lib/env';

type Level = ServerEnv['LOG_LEVEL'];
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// A failed query's error (drizzle's DrizzleQueryError) lists the statement's parameters in its message and stack:
// mobile numbers, names, code hashes. The statement alone says what failed.
const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [omitted]');

function serialise(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const cause = depth < 3 && value.cause !== undefined ? serialise(value.cause, depth + 1) : undefined;
    const code = (value as { code?: unknown }).code;
    return {
      name: value.name,
      message: withoutParams(value.message),
      stack: withoutParams(value.stack),
      ...(typeof code === 'string' ? { code } : {}),
      ...(cause !== undefined ? { cause } : {}),
    };
  }
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
