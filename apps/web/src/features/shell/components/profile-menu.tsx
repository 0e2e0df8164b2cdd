/** The profile menu: name, email, city, phone, the partner status, the profile link and logout. */
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PARTICIPATION_STATUS_LABELS, type Me, type Participation } from '@portal/domain';
import { useState, type MouseEvent } from 'react';
import { paths } from '../../../config/paths';

export type ProfileMenuProps = { me: Me; participation: Participation | null; onLogout: () => void };

export function ProfileMenu({ me, participation, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const fullName = [me.name, me.surname].filter(Boolean).join(' ') || me.email;
  const status = participation ? PARTICIPATION_STATUS_LABELS[participation.status ?? 'null'] : '—';

  return (
    <>
      <IconButton
        color="inherit"
        onClick={handleOpen}
        aria-label="Профиль пользователя"
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary={fullName} secondary={me.email} />
        </MenuItem>
        {me.city && (
          <MenuItem disabled sx={{ opacity: '1 !important' }}>
            <ListItemText primary="Город" secondary={me.city} />
          </MenuItem>
        )}
        {me.phone && (
          <MenuItem disabled sx={{ opacity: '1 !important' }}>
            <ListItemText primary="Телефон" secondary={me.phone} />
          </MenuItem>
        )}
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary="Статус партнера" secondary={status} />
        </MenuItem>
        <Divider />
        <MenuItem component="a" href={paths.profile.href()} onClick={handleClose}>
          Профиль
        </MenuItem>
        <MenuItem
          onClick={() => {
            handleClose();
            onLogout();
          }}
        >
          Выход
        </MenuItem>
      </Menu>
    </>
  );
}
