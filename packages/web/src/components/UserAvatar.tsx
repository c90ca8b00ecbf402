import Avatar from '@mui/material/Avatar';
import { useMediaBlobUrl } from '../api/useMediaBlobUrl';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

interface UserAvatarProps {
  name: string;
  /** The user's `profileImage` storage key; without one (or until it loads) the initials show. */
  imageKey?: string | null;
  /** A picture not uploaded yet (the user modal's preview), shown instead of the stored one. */
  previewUrl?: string | null;
  size?: number;
}

/** A user's picture, or their initials on the accent colour. */
export function UserAvatar({ name, imageKey, previewUrl, size = 34 }: UserAvatarProps) {
  const storedUrl = useMediaBlobUrl(previewUrl ? null : imageKey);
  return (
    <Avatar
      src={previewUrl ?? storedUrl ?? undefined}
      alt={name}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      {initials(name)}
    </Avatar>
  );
}
