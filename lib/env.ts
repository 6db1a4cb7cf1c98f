import { z } from 'zod';

// One place that reads process.env (architecture rule 11). Parsed once; a bad value fails at start with a clear message.
const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const PORT_MESSAGE = 'expected a whole number from 1 to 65535';

/** `NAME=` (as copied from .env.example) means unset, so the default applies instead of failing validation. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const serverSchema = z
  .object({
    APP_ENV: z.enum(['local', 'production']).default('local'),
    // Checked the same way by scripts/listen-address.mjs (with HOSTNAME) before the server starts.
    PORT: emptyAsUnset(
      z
        .string()
        .regex(/^\d+$/, PORT_MESSAGE)
        .default('3000')
        .transform(Number)
        .pipe(z.number().min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE)),
    ),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
    // Unset: http://localhost:$PORT, so a local run on another port still accepts its own payment callbacks.
    PUBLIC_BASE_URL: emptyAsUnset(z.url().optional()),
    JWT_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    OTP_TTL_SECONDS: z.coerce.number().int().positive().default(120),
    OTP_HOURLY_IP_LIMIT: z.coerce.number().int().positive().default(20),
    // Reads of Divar's ads one address may cause in ten minutes, by the Divar pages and GET /api/divar/post/ together
    // (each spends our app's Kenar allowance): server/divar/divar-pages.ts.
    DIVAR_READS_PER_ADDRESS: z.coerce.number().int().positive().default(120),
    SIGNUP_FREE_CREDITS: z.coerce.number().int().min(0).default(1),
    SMS_PROVIDER: z.enum(['console', 'kavenegar']).default('console'),
    SMS_OUTBOX_FILE: z.string().optional(),
    KAVENEGAR_API_KEY: z.string().optional(),
    KAVENEGAR_TEMPLATE: z.string().optional(),
    KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
    CAPTCHA_FIXED_ANSWER: z.string().optional(),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'zarinpal']).default('sandbox'),
    ALLOW_SANDBOX_PAYMENTS: bool,
    ZARINPAL_MERCHANT_ID: z.string().optional(),
    ZARINPAL_BASE_URL: z.url().default('https://payment.zarinpal.com'),
    ZARINPAL_CURRENCY: z.enum(['IRR', 'IRT']).default('IRR'),
    // Enables POST /api/admin/discount-codes/ (header 'Authorization: Token <value>'); unset = 404.
    ADMIN_API_TOKEN: emptyAsUnset(z.string().min(12).optional()),
    // Reverse proxies whose X-Forwarded-For names the client. None by default: the socket's peer is the client, so a
    // client cannot pick its own address for rate limits, anonymous use or the VPN check.
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean)),
    // The running app settles payments whose gateway callback never arrived this often (0 = never).
    RECONCILE_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(5),
    RENT_CONVERSION_RATE: z.coerce.number().positive().max(1).default(0.03),
    // The in-process batch valuation worker (issue 33); 0 leaves jobs queued for another instance (or a test) to run.
    BATCH_WORKER: z
      .enum(['0', '1', 'true', 'false', ''])
      .optional()
      .transform((v) => v !== '0' && v !== 'false'),
    // The chat bot: its own Persian language layer answers by default; an OpenAI-compatible server may answer
    // instead (tool calls into the same engines; a reply with a number no tool gave is replaced by the default one).
    CHAT_PROVIDER: emptyAsUnset(z.enum(['default', 'openai-compatible']).default('default')),
    LLM_BASE_URL: emptyAsUnset(z.url().optional()),
    LLM_API_KEY: emptyAsUnset(z.string().optional()),
    LLM_MODEL: emptyAsUnset(z.string().min(1).optional()),
    LLM_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(1000).max(120_000).default(20_000)),
    LLM_MAX_TOOL_ROUNDS: emptyAsUnset(z.coerce.number().int().min(1).max(5).default(3)),
    // Map tiles, read at run time (the root layout hands them to the maps, proxy.ts allows their origin): empty means
    // no tiles, the maps' own base layer only (features/shared/place/base-layer.tsx).
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    // Divar's open platform (Kenar): `local` is the embedded stand-in (fixture ads, a local consent page and ad page),
    // `kenar` the real API. The keys come from the Kenar panel (integrations.md); the base URLs change only for tests.
    DIVAR_PROVIDER: z.enum(['local', 'kenar']).default('local'),
    KENAR_APP_SLUG: emptyAsUnset(z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'expected the app slug from the Kenar panel').optional()),
    KENAR_OAUTH_SECRET: emptyAsUnset(z.string().min(8).optional()),
    KENAR_API_KEY: emptyAsUnset(z.string().min(8).optional()),
    // Divar sends it in Authorization when it asks our server link for an address (POST /api/divar/open-platform/link/).
    KENAR_IDENTIFICATION_KEY: emptyAsUnset(z.string().min(8).optional()),
    KENAR_API_BASE_URL: emptyAsUnset(z.url().default('https://open-api.divar.ir')),
    KENAR_OAUTH_BASE_URL: emptyAsUnset(z.url().default('https://oauth.divar.ir')),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.CHAT_PROVIDER === 'openai-compatible') {
      if (!env.LLM_BASE_URL) ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: 'required when CHAT_PROVIDER=openai-compatible' });
      if (!env.LLM_MODEL) ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'required when CHAT_PROVIDER=openai-compatible' });
    }
    // Checked at start like Divar's keys: otherwise the first sign-in code or the first purchase failed with a 500.
    if (env.SMS_PROVIDER === 'kavenegar') {
      for (const key of ['KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=kavenegar' });
      }
    }
    if (env.PAYMENT_GATEWAY === 'zarinpal' && !env.ZARINPAL_MERCHANT_ID)
      ctx.addIssue({ code: 'custom', path: ['ZARINPAL_MERCHANT_ID'], message: 'required when PAYMENT_GATEWAY=zarinpal' });
    if (env.DIVAR_PROVIDER === 'kenar') {
      for (const key of ['KENAR_APP_SLUG', 'KENAR_OAUTH_SECRET', 'KENAR_API_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when DIVAR_PROVIDER=kenar (from the Kenar panel)' });
      }
    }
    if (env.APP_ENV !== 'production') return;
    if (env.DIVAR_PROVIDER === 'local')
      ctx.addIssue({ code: 'custom', path: ['DIVAR_PROVIDER'], message: 'the local Divar (fixture ads, local consent page) is local-only; use kenar in production' });
    for (const key of ['KENAR_API_BASE_URL', 'KENAR_OAUTH_BASE_URL'] as const) {
      if (env.DIVAR_PROVIDER === 'kenar' && !env[key].startsWith('https://'))
        ctx.addIssue({ code: 'custom', path: [key], message: 'production talks to Divar over https only' });
    }
    if (!env.PUBLIC_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'required when APP_ENV=production (payment callbacks and links use it)' });
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required when APP_ENV=production' });
    if (env.SMS_PROVIDER === 'console')
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'the console SMS provider is local-only; use kavenegar in production' });
    // Kavenegar's API key is part of every request's path: over plain http anyone on the way could read it.
    if (env.SMS_PROVIDER === 'kavenegar' && !env.KAVENEGAR_BASE_URL.startsWith('https://'))
      ctx.addIssue({ code: 'custom', path: ['KAVENEGAR_BASE_URL'], message: 'production sends the Kavenegar API key over https only' });
    if (env.CAPTCHA_FIXED_ANSWER)
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_FIXED_ANSWER'], message: 'a fixed captcha answer is for tests only' });
    if (env.PAYMENT_GATEWAY === 'sandbox' && !env.ALLOW_SANDBOX_PAYMENTS)
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message: 'the sandbox gateway is refused in production unless ALLOW_SANDBOX_PAYMENTS=1' });
    // Zarinpal's own sandbox verifies every payment without moving money: in production it would give credits away.
    const livePaymentHost = URL.canParse(env.ZARINPAL_BASE_URL) && new URL(env.ZARINPAL_BASE_URL).origin === 'https://payment.zarinpal.com';
    if (env.PAYMENT_GATEWAY === 'zarinpal' && !livePaymentHost && !env.ALLOW_SANDBOX_PAYMENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['ZARINPAL_BASE_URL'],
        message: 'production pays through https://payment.zarinpal.com; another host (such as its sandbox) needs ALLOW_SANDBOX_PAYMENTS=1',
      });
  })
  .transform((env) => ({ ...env, PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}` }));

const publicSchema = z.object({
  NEXT_PUBLIC_OTP_TTL_SECONDS: z.coerce.number().int().positive().default(120),
  NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF: z.iso.date().default('2025-05-15'),
  NEXT_PUBLIC_COMPANY_PHONE: z.string().default('021-91000000'),
});

export type ServerEnv = z.infer<typeof serverSchema>;
export type PublicEnv = z.infer<typeof publicSchema>;

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`).join('\n');
}

export function parseServerEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const result = serverSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid environment:\n${describe(result.error)}`);
  return result.data;
}

let cached: ServerEnv | undefined;
/** Server settings; call from server code only (it reads secrets). Tests reset it with `resetServerEnv()`. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
export function resetServerEnv(): void {
  cached = undefined;
}

// Next inlines NEXT_PUBLIC_* only when written out literally, so each key is spelled here.
export const publicEnv: PublicEnv = publicSchema.parse({
  NEXT_PUBLIC_OTP_TTL_SECONDS: process.env.NEXT_PUBLIC_OTP_TTL_SECONDS,
  NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF: process.env.NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF,
  NEXT_PUBLIC_COMPANY_PHONE: process.env.NEXT_PUBLIC_COMPANY_PHONE,
});
