import Avatar from '@mui/material/Avatar';
import type { ContactView } from '@guiche/shared';
import { contactInitials, contactPictureUrl } from './contactDisplay';

interface ContactAvatarProps {
  contact: Pick<ContactView, 'name' | 'number' | 'profilePicUrl' | 'urlPicture'>;
  size?: number;
}

/** A contact's channel picture, or their initials while it loads or when there is none. */
export function ContactAvatar({ contact, size = 36 }: ContactAvatarProps) {
  return (
    <Avatar
      src={contactPictureUrl(contact) ?? undefined}
      alt={contact.name}
      slotProps={{ img: { referrerPolicy: 'no-referrer', loading: 'lazy' } }}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {contactInitials(contact.name, contact.number)}
    </Avatar>
  );
}
