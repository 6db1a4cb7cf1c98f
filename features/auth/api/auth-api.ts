import axios from 'axios';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth-tokens';
import { publicEnv } from '@/lib/env';
import { codeOf, firstBodyMessage, NO_ACCOUNT, OTP_PENDING } from '@/lib/errors/catalogue';
import type {
  AuthType,
  CaptchaResponse,
  OtpRequestBody,
  OtpRequestResponse,
  ProfileUpdateBody,
  TokenPair,
  UserInfo,
} from '@/lib/contracts/auth';
import { authKeys } from './auth-keys';

// spec §7 sign-in calls. Everything goes through the one axios instance (bearer token, refresh, error toasts).

/** spec §7: a failed captcha fetch yields null (the modal shows a retry button instead of an image). */
export async function fetchCaptcha(): Promise<CaptchaResponse | null> {
  try {
    const { data } = await apiClient.get<CaptchaResponse>('/api/captcha/', { silent: true });
    return data;
  } catch {
    return null;
  }
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.captcha(),
    queryFn: fetchCaptcha,
    staleTime: 0,
    gcTime: 0,
    // A captcha expires after 5 minutes on the server: replace it before that while the form is open.
    refetchInterval: 4 * 60_000,
  });

export async function requestOtp(authType: AuthType, body: OtpRequestBody): Promise<OtpRequestResponse> {
  const { data } = await apiClient.post<OtpRequestResponse>(`/api/users/${authType}-otp/`, body);
  return data;
}

/**
 * The seconds left on the code already texted to the number, when that is why a new one was refused (a 429 named
 * OTP_PENDING, its Retry-After); null for any other failure. The catalogue leaves that 429 to the number step.
 */
export function pendingCodeSeconds(error: unknown): number | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 429 || codeOf(error.response.data) !== OTP_PENDING) return null;
  const retryAfter = Number(error.response.headers['retry-after']);
  return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : publicEnv.NEXT_PUBLIC_OTP_TTL_SECONDS;
}

/**
 * The server's message when a sign-in code was refused because the number has no account (a 400 named NO_ACCOUNT);
 * null for any other failure. The catalogue leaves that 400 to the number step, which offers the sign-up.
 */
export function noAccountMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 400 || codeOf(error.response.data) !== NO_ACCOUNT) return null;
  const data: unknown = error.response.data;
  const field = data && typeof data === 'object' ? (data as { mobile_number?: unknown }).mobile_number : undefined;
  return firstBodyMessage({ mobile_number: field }) ?? 'حساب کاربری با این شماره یافت نشد.';
}

export async function verifyOtp(authType: AuthType, body: { mobile_number: string; otp_code: string }): Promise<TokenPair> {
  const { data } = await apiClient.post<TokenPair>(`/api/users/${authType}-verify/`, body);
  return data;
}

export async function updateProfile(body: ProfileUpdateBody): Promise<UserInfo> {
  const { data } = await apiClient.patch<UserInfo>('/api/users/user-info/', body);
  return data;
}

/** spec §4 logout: tell the server (best effort; the tokens are cleared by the caller whatever happens). */
export async function logoutOnServer(): Promise<void> {
  const refresh = tokenStore.refresh();
  if (!refresh) return;
  await apiClient.post('/api/users/logout/', { refresh, access: tokenStore.access() }, { silent: true });
}

/** The signed-in user, or null when nobody is (no tokens, or the session could not be refreshed: spec §8). */
export async function fetchUserInfo(): Promise<UserInfo | null> {
  if (!tokenStore.access() && !tokenStore.refresh()) return null;
  try {
    const { data } = await apiClient.get<UserInfo>('/api/users/user-info/');
    return data;
  } catch (error) {
    if (axios.isAxiosError(error) && error.response?.status === 401) return null;
    throw error;
  }
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: authKeys.userInfo(), queryFn: fetchUserInfo });
