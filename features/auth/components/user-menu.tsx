'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import DescriptionIcon from '@mui/icons-material/Description';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useMutation } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useState } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { creditHistoryNav, myReportsNav } from '@/components/layout/nav-items';
import { tokenStore } from '@/lib/auth-tokens';
import type { UserInfo } from '@/lib/contracts/auth';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatNumber } from '@/lib/fa/number';
import { logoutOnServer } from '../api/auth-api';
import { rescueFocusToUserArea, USER_AREA_CONTROL } from '../focus-user-area';
import { remainingCredits } from './credit-chip';

/**
 * spec §2 signed-in header menu: name or mobile, email, edit, remaining credits with a top-up link, logout; and the
 * way back to the user's reports and to their credit history.
 */
export function UserMenu({ user }: { user: UserInfo }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const displayName = user.full_name?.trim() || toPersianDigits(user.mobile_number);
  const credits = remainingCredits(user);

  // spec §4 logout: call the server, clear tokens, clear user; the next opening of the modal starts at enterNumber.
  const logout = useMutation({
    mutationFn: () => logoutOnServer().catch(() => undefined),
    onSettled: () => {
      // useSessionSync (mounted with this menu, in the signed-in area) hears it at once and drops the user's data.
      tokenStore.clear({ ownSignOut: true });
      close();
      rescueFocusToUserArea();
    },
  });

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`حساب کاربری: ${displayName}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
        sx={{ p: 0 }}
        data-testid="user-menu-button"
        {...{ [USER_AREA_CONTROL]: '' }}
      >
        <Avatar sx={{ width: 40, height: 40, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {user.full_name?.trim() ? user.full_name.trim()[0] : <PersonIcon />}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 'calc(100vw - 32px)', mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="user-menu-identity">
          <Typography noWrap sx={{ fontWeight: 700 }} data-testid="user-menu-name">
            {displayName}
          </Typography>
          {/* The number and the address read left to right but line up under the name, at the right. Inline styles:
              the emotion RTL plugin mirrors sx's `text-align: right` into left, which is what put them at the left. A
              long address is cut at its end (…) like the name. */}
          {user.full_name?.trim() && (
            <Typography variant="body2" color="text.secondary" dir="ltr" style={{ textAlign: 'right' }}>
              {toPersianDigits(user.mobile_number)}
            </Typography>
          )}
          {user.email && (
            <Typography variant="body2" color="text.secondary" noWrap dir="ltr" style={{ textAlign: 'right' }} data-testid="user-menu-email">
              {user.email}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="user-menu-credits">
            اعتبار باقی‌مانده: <strong>{formatNumber(credits)}</strong>
          </Typography>
        </Box>
        <Divider />
        {/* A menu item, not a button in a box: arrow keys reach it like the others. */}
        <MenuItem component={NextLink} href="/subscription" onClick={close} data-testid="user-menu-top-up">
          <ListItemIcon>
            <AddCardIcon fontSize="small" />
          </ListItemIcon>
          افزایش اعتبار
        </MenuItem>
        <MenuItem component={NextLink} href={myReportsNav.href} onClick={close} data-testid="user-menu-reports">
          <ListItemIcon>
            <DescriptionIcon fontSize="small" />
          </ListItemIcon>
          {myReportsNav.label}
        </MenuItem>
        <MenuItem component={NextLink} href={creditHistoryNav.href} onClick={close} data-testid="user-menu-credit-history">
          <ListItemIcon>
            <ReceiptLongIcon fontSize="small" />
          </ListItemIcon>
          {creditHistoryNav.label}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            openDialog('auth', { step: 'completeInformations' });
          }}
          data-testid="user-menu-edit"
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {/* A user who closed the profile step at sign-up is reminded here too, without being stopped. */}
          {user.full_name?.trim() ? 'ویرایش اطلاعات' : 'نام خود را کامل کنید'}
        </MenuItem>
        <MenuItem onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="user-menu-logout">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          خروج از حساب
        </MenuItem>
      </Menu>
    </>
  );
}
