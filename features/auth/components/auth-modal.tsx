'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { notify, PROFILE_SAVED_NOTICE_ID, SIGN_IN_NOTICE_ID, withdraw } from '@/lib/notify';
import { closeDialog, useDialog, type DialogProps } from '@/components/dialogs/dialog-store';
import { tokenStore } from '@/lib/auth-tokens';
import type { AuthType, TokenPair } from '@/lib/contracts/auth';
import { publicEnv } from '@/lib/env';
import { errorMessages, SIGN_IN_PROMPTS } from '@/lib/errors/catalogue';
import { userKeys } from '@/features/shared/user/user-keys';
import { userInfoQueryOptions } from '../api/auth-api';
import { hasTokensSnapshot } from '@/lib/use-signed-in';
import { useUser } from '../hooks/use-user';
import { forgetCode, pendingCodeFor, pendingMobile, rememberCode } from '../pending-code';
import { rescueFocusToUserArea } from '../focus-user-area';
import { CompleteInformationsStep, type ProfilePurpose } from './complete-informations-step';
import { ConfirmCodeStep } from './confirm-code-step';
import { EnterNumberStep } from './enter-number-step';

export type AuthStep = 'enterNumber' | 'confirmCode' | 'completeInformations';

function title(step: AuthStep, authType: AuthType, profile: ProfilePurpose): string {
  if (step === 'confirmCode') return 'کد تأیید';
  if (step === 'completeInformations') return profile === 'edit' ? 'ویرایش اطلاعات' : 'تکمیل اطلاعات';
  return authType === 'login' ? 'ورود به حساب کاربری' : 'ثبت نام';
}

/**
 * spec §2 login/signup modal (width 392): enterNumber → confirmCode → completeInformations. Opened from anywhere
 * with `openDialog('auth', {authType?, step?})`; every opening starts a fresh flow, so closing from confirmCode
 * comes back at enterNumber (spec §2).
 */
export function AuthModal() {
  const props = useDialog('auth');
  // The last opening's props stay while the dialog animates out; a new opening (a new props object) remounts the flow.
  const [current, setCurrent] = useState<{ props: DialogProps['auth']; id: number } | null>(null);
  if (props && current?.props !== props) setCurrent({ props, id: (current?.id ?? 0) + 1 });

  const close = () => closeDialog('auth');
  const open = Boolean(props);
  // Signed in meanwhile in another tab (its tokens appear here): this tab is signed in too, and a sign-in form (the one
  // /reports opens by itself) would cover the page it now shows, with a prompt to sign in that no longer holds.
  useEffect(() => {
    if (!open) return;
    return tokenStore.subscribe(({ otherTab }) => {
      if (!otherTab || !hasTokensSnapshot()) return;
      SIGN_IN_PROMPTS.forEach(withdraw);
      closeDialog('auth');
    });
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={close}
      // A sign-in (or a new account closed at its name step) replaces the login button the dialog would give focus
      // back to.
      slotProps={{
        transition: { onExited: () => rescueFocusToUserArea() },
        // The cast only lets a data-* attribute through the paper's prop type (an excess-property check).
        paper: { sx: { width: '100%', maxWidth: 392, m: 2 }, 'data-testid': 'auth-modal' } as object,
      }}
      aria-labelledby="auth-dialog-title"
    >
      {current && <AuthFlow key={current.id} initial={current.props} onClose={close} />}
    </Dialog>
  );
}

function AuthFlow({ initial, onClose }: { initial: DialogProps['auth']; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const [step, setStep] = useState<AuthStep>(initial.step ?? 'enterNumber');
  const [authType, setAuthType] = useState<AuthType>(initial.authType ?? 'login');
  const [mobile, setMobile] = useState(pendingMobile);
  const [deadline, setDeadline] = useState(0);
  const [isNewAccount, setIsNewAccount] = useState(false);
  // spec §3: a user has a full name. One who closed the profile step at sign-up has none: that step (and the menu's
  // edit item) asks for it again, as completing the sign-up. Latched, so the title stays while the saved dialog fades.
  const [nameMissing, setNameMissing] = useState(false);
  if (step === 'completeInformations' && !nameMissing && user && !user.full_name?.trim()) setNameMissing(true);
  const profilePurpose: ProfilePurpose = isNewAccount ? 'new' : nameMissing ? 'complete' : 'edit';

  const [codeExpired, setCodeExpired] = useState(false);
  const onCodeExpired = useCallback(() => {
    setCodeExpired(true);
    setStep('enterNumber');
  }, []);

  const onCodeSent = (mobileNumber: string) => {
    setCodeExpired(false);
    const until = Date.now() + publicEnv.NEXT_PUBLIC_OTP_TTL_SECONDS * 1000;
    rememberCode({ mobile: mobileNumber, authType, deadline: until });
    setMobile(mobileNumber);
    setDeadline(until);
    setStep('confirmCode');
  };

  // Another tab, or this one before a reload, had the code texted: the server says how long it stays valid.
  const [, pendingChanged] = useReducer((n: number) => n + 1, 0);
  const onCodePending = (mobileNumber: string, seconds: number) => {
    rememberCode({ mobile: mobileNumber, authType, deadline: Date.now() + seconds * 1000 });
    pendingChanged();
  };

  // The number step offers the code already texted to the typed number (still valid: asking again would be refused).
  const enterPendingCode = (mobileNumber: string) => {
    const code = pendingCodeFor(mobileNumber, authType);
    if (!code) return;
    setMobile(code.mobile);
    setDeadline(code.deadline);
    setStep('confirmCode');
  };

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onVerified = async (tokens: TokenPair) => {
    forgetCode();
    tokenStore.set(tokens);
    // A prompt to sign in, still on screen, would cover the next step and contradict it.
    SIGN_IN_PROMPTS.forEach(withdraw);
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    if (authType === 'login') {
      notify('success', errorMessages.loginSuccess, SIGN_IN_NOTICE_ID);
      // An account whose profile step was closed at sign-up still has no name: ask again (it can be closed again).
      // The header fetches the same user at once (the invalidation above), so this costs no request of its own.
      const signedIn = await queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 }).catch(() => null);
      if (!mounted.current) return; // closed meanwhile (a later opening is another flow: not ours to close)
      if (signedIn && !signedIn.full_name?.trim()) setStep('completeInformations');
      else onClose();
    } else {
      // spec §4: signup goes on to completeInformations and closes after the profile save.
      notify('success', errorMessages.signupSuccess, SIGN_IN_NOTICE_ID);
      setIsNewAccount(true);
      setStep('completeInformations');
    }
  };

  return (
    <>
      <DialogTitle id="auth-dialog-title" sx={{ pr: 6, fontWeight: 700 }}>
        {title(step, authType, profilePurpose)}
      </DialogTitle>
      {/* Beside the title, not in it: inside, its name joined the dialog's («ثبت نام بستن» to a screen reader). */}
      <IconButton aria-label="بستن" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pb: 3 }}>
        {step === 'enterNumber' && initial.partner && (
          <Box sx={{ mb: 2 }} data-testid="auth-partner">
            <Button href={initial.partner.href} variant="contained" fullWidth size="large" sx={{ minHeight: 48 }} data-testid="auth-partner-sign-in">
              {initial.partner.label}
            </Button>
            <Divider sx={{ mt: 2, fontSize: 14, color: 'text.secondary' }}>یا با شمارهٔ همراه و کد تأیید</Divider>
          </Box>
        )}
        {step === 'enterNumber' && (
          <EnterNumberStep
            authType={authType}
            initialMobile={mobile}
            onAuthTypeChange={setAuthType}
            onCodeSent={onCodeSent}
            onCodePending={onCodePending}
            pendingDeadline={(typed) => pendingCodeFor(typed, authType)?.deadline ?? null}
            onEnterPendingCode={enterPendingCode}
            codeExpired={codeExpired}
          />
        )}
        {step === 'confirmCode' && (
          <ConfirmCodeStep
            authType={authType}
            mobileNumber={mobile}
            deadline={deadline}
            onVerified={(tokens) => void onVerified(tokens)}
            onEditNumber={() => {
              setCodeExpired(false);
              setStep('enterNumber');
            }}
            onExpired={onCodeExpired}
            onTooManyFailures={() => {
              forgetCode();
              setStep('enterNumber');
            }}
          />
        )}
        {step === 'completeInformations' && (
          <CompleteInformationsStep
            user={user}
            purpose={profilePurpose}
            onSaved={() => {
              notify('success', 'اطلاعات شما ذخیره شد.', PROFILE_SAVED_NOTICE_ID);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </>
  );
}
