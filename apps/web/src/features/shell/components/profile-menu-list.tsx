/** The profile menu's list (see profile-menu.tsx), loaded when the menu is first opened. */
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MEMBER_ROLE_LABELS, PARTICIPATION_STATUS_LABELS } from '@portal/domain';
import { profileMenuLinks } from '../menu-items';
import type { ProfileMenuProps } from './profile-menu';

type Props = ProfileMenuProps & { anchor: HTMLElement | null; onClose: () => void };

export function ProfileMenuList({ me, participation, onLogout, anchor, onClose: handleClose }: Props) {
  const fullName = [me.name, me.surname].filter(Boolean).join(' ') || me.email;
  const status = participation ? PARTICIPATION_STATUS_LABELS[participation.status ?? 'null'] : '—';
  return (
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
      {me.memberRole && (
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary="Роль" secondary={MEMBER_ROLE_LABELS[me.memberRole]} />
        </MenuItem>
      )}
      <Divider />
      {profileMenuLinks(me).map((link) => (
        <MenuItem key={link.label} component="a" href={link.href} onClick={handleClose}>
          {link.label}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          handleClose();
          onLogout();
        }}
      >
        Выход
      </MenuItem>
    </Menu>
  );
}
