import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Monospace on the hover tint: a field, header or code named in running text. */
export function InlineCode({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{
        px: 0.5,
        borderRadius: 0.5,
        bgcolor: 'action.hover',
        fontFamily: 'monospace',
        fontSize: '0.9em',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

/** A description of the OpenAPI document, its `backticked` names set as code (the document's own Markdown). */
export function DocText({ text, ...props }: { text: string } & TypographyProps) {
  if (!text) return null;
  return (
    <Typography variant="body2" {...props}>
      {text.split('`').map((part, index) => (index % 2 === 1 ? <InlineCode key={index}>{part}</InlineCode> : part))}
    </Typography>
  );
}
