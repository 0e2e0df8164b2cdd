/** The profile menu: name, email, city, phone, the partner status, the profile link and logout. */
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import IconButton from '@mui/material/IconButton';
import type { Me, Participation } from '@portal/domain';
import { lazy, Suspense, useState, type MouseEvent } from 'react';

/** The menu itself loads when it is first opened. */
const ProfileMenuList = lazy(() => import('./profile-menu-list').then((m) => ({ default: m.ProfileMenuList })));

export type ProfileMenuProps = { me: Me; participation: Participation | null; onLogout: () => void };

export function ProfileMenu({ me, participation, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setOpened(true);
    setAnchor(event.currentTarget);
  };
  const handleClose = () => setAnchor(null);

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
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuList me={me} participation={participation} onLogout={onLogout} anchor={anchor} onClose={handleClose} />
        </Suspense>
      )}
    </>
  );
}
