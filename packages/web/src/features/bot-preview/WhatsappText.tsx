import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseWhatsappMarkup } from './whatsappMarkup';

/** A message's text with its WhatsApp styles applied, line breaks kept. */
export function WhatsappText({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parseWhatsappMarkup(text).map((segment, index) => (
        <Box
          // Segments never reorder: the index is their identity.
          key={index}
          component="span"
          sx={{ fontWeight: segment.bold ? 700 : undefined, fontStyle: segment.italic ? 'italic' : undefined, textDecoration: segment.strike ? 'line-through' : undefined }}
        >
          {segment.text}
        </Box>
      ))}
    </Typography>
  );
}
