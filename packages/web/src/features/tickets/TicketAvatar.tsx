import Avatar from '@mui/material/Avatar';

/** Pictures the channel gave as a web address; anything else (no picture) shows the contact's initial. */
function pictureUrl(url: string | null): string | undefined {
  return url && /^https?:\/\//.test(url) ? url : undefined;
}

/** A contact's picture, or the first letter of their name on the accent colour. */
export function TicketAvatar({
  name,
  profilePicUrl,
  size = 44,
}: {
  name: string;
  profilePicUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={pictureUrl(profilePicUrl)}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 700,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {name.trim()[0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}
