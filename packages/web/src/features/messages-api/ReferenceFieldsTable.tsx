import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DocText, InlineCode } from './DocText';
import type { FieldView } from './openApiReference';

/** The fields of a body, an answer or the parameters: name, type, required, and what the document says of each. */
export function ReferenceFieldsTable({
  fields,
  testId,
}: {
  fields: (FieldView & { location?: string })[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('messagesApi.reference.field')}</TableCell>
            <TableCell>{t('messagesApi.reference.type')}</TableCell>
            <TableCell>{t('messagesApi.reference.description')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={field.name}>
              <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <InlineCode>{field.name}</InlineCode>
                <Typography variant="caption" component="div" color={field.required ? 'error' : 'text.secondary'}>
                  {field.required ? t('messagesApi.reference.required') : t('messagesApi.reference.optional')}
                  {field.location ? ` · ${field.location}` : ''}
                </Typography>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                <InlineCode>{field.type}</InlineCode>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Stack spacing={0.5}>
                  <DocText text={field.description ?? ''} />
                  {field.pattern && (
                    <Typography variant="caption" color="text.secondary">
                      {t('messagesApi.reference.pattern')} <InlineCode>{field.pattern}</InlineCode>
                    </Typography>
                  )}
                  {field.rules.length > 0 && (
                    <Stack
                      direction="row"
                      spacing={0.5}
                      useFlexGap
                      sx={{ flexWrap: 'wrap', typography: 'caption', color: 'text.secondary' }}
                    >
                      {field.rules.map((rule) => (
                        <InlineCode key={rule}>{rule}</InlineCode>
                      ))}
                    </Stack>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
