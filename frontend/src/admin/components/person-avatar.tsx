import Avatar from '@mui/material/Avatar';
import { initials } from '../lib/format';
import type { PersonRef } from '@pfe/contracts';

/** The profile image, else initials (spec §2 fallback chain). */
export function PersonAvatar({ person, size = 32 }: { person: Pick<PersonRef, 'email' | 'firstName' | 'lastName'> & { profileImageUrl?: string | null }; size?: number }) {
  return (
    <Avatar
      src={person.profileImageUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      {initials(person)}
    </Avatar>
  );
}
