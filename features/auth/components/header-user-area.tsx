'use client';
import Button from '@mui/material/Button';
import { openDialog } from '@/components/dialogs/dialog-store';

// Placeholder owned by the sign-in work, which replaces it with the real user menu.
export function HeaderUserArea() {
  return (
    <Button variant="contained" onClick={() => openDialog('auth', {})}>
      ورود / ثبت نام
    </Button>
  );
}
