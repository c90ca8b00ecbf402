import { useMemo } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { splitLinks } from './links';

/** A message's text with its web links clickable (opened in a new tab, without giving the page a handle on ours). */
export function LinkifiedText({ text }: { text: string }) {
  const segments = useMemo(() => splitLinks(text), [text]);
  return (
    <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {segments.map((segment, index) =>
        segment.type === 'link' ? (
          <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}
