import Avatar from '@mui/material/Avatar';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The user's initials on the accent colour (profile pictures come with the users screen). */
export function UserAvatar({ name, size = 34 }: { name: string; size?: number }) {
  return (
    <Avatar
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      {initials(name)}
    </Avatar>
  );
}
