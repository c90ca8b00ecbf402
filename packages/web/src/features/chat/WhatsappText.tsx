import { Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { parseWhatsappMarkup, type MarkupSegment } from '../../lib/whatsappMarkup';

const monospace = { fontFamily: 'monospace', fontSize: '0.92em' };

/** One run as React elements: the text is always a text node, never HTML; styles nest as the markup did. */
function styled(segment: MarkupSegment): ReactNode {
  let node: ReactNode = segment.text;
  if (segment.href) {
    // Web pages open in a new tab that gets no handle on ours; an e-mail opens the mail app where it is.
    const web = !segment.href.startsWith('mailto:');
    node = (
      <Link href={segment.href} target={web ? '_blank' : undefined} rel={web ? 'noopener noreferrer' : undefined}>
        {node}
      </Link>
    );
  }
  if (segment.code)
    node = (
      <Box component="code" sx={{ ...monospace, px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}>
        {node}
      </Box>
    );
  if (segment.monospace)
    node = (
      <Box component="code" sx={monospace}>
        {node}
      </Box>
    );
  if (segment.strike) node = <s>{node}</s>;
  if (segment.italic) node = <em>{node}</em>;
  if (segment.bold) node = <strong>{node}</strong>;
  return node;
}

/**
 * A message's text as WhatsApp shows it: its markup styled, its web and e-mail links clickable, line breaks kept.
 * Used by the ticket chat's bubbles, the internal chat's and the bot preview's phone.
 */
export function WhatsappText({ text }: { text: string }) {
  const segments = useMemo(() => parseWhatsappMarkup(text), [text]);
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {segments.map((segment, index) => (
        // Segments never reorder: the index is their identity.
        <Fragment key={index}>{styled(segment)}</Fragment>
      ))}
    </Typography>
  );
}
