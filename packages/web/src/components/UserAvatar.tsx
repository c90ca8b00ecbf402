import Avatar from '@mui/material/Avatar';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

interface UserAvatarProps {
  name: string;
  /**
   * The user's `profileImageUrl`, a signed media URL; without one, or when it fails to load, the initials show. The
   * session's own is renewed with every token refresh, and lists bring fresh ones whenever they are fetched.
   */
  imageUrl?: string | null;
  /** A picture not uploaded yet (the user modal's preview), shown instead of the stored one. */
  previewUrl?: string | null;
  size?: number;
}

/** A user's picture, or their initials on the accent colour. */
export function UserAvatar({ name, imageUrl, previewUrl, size = 34 }: UserAvatarProps) {
  return (
    <Avatar
      src={previewUrl ?? imageUrl ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
