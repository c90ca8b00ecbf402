import Avatar from '@mui/material/Avatar';

/** A simulated contact's initial (or the last digits of the number) on a neutral disc. */
export function ContactAvatar({
  name,
  number,
  size = 40,
}: {
  name: string | null | undefined;
  number: string;
  size?: number;
}) {
  const initial = name?.trim()[0]?.toUpperCase() ?? number.slice(-2);
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initial}
    </Avatar>
  );
}
