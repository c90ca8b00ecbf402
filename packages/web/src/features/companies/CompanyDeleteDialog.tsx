import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { CompanyListItem } from '@guiche/shared';
import { describeError } from '../../api/errorHandler';
import { companiesKeys, deleteCompany, fetchCompanyDeletion } from './companiesApi';

const COUNTED = ['users', 'connections', 'tickets', 'contacts'] as const;

/**
 * Deleting a company, which takes all its data with it: the dialog says what goes (GET /companies/{id}/deletion)
 * and deletes only once the company's name is typed. A refusal (live sessions, the platform company) is shown inside
 * the dialog, which stays open so the super administrator can read it.
 */
export function CompanyDeleteDialog({
  company,
  onClose,
  onDeleted,
}: {
  company: CompanyListItem;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const impact = useQuery({
    queryKey: companiesKeys.deletion(company.id),
    queryFn: () => fetchCompanyDeletion(company.id),
  });
  const remove = useMutation({ mutationFn: () => deleteCompany(company.id), onSuccess: onDeleted });
  // The name typed letter for letter, surrounding blanks aside.
  const confirmed = typed.trim() === company.name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate();
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      data-testid="company-delete-dialog"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('companies.deletion.title', { name: company.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('companies.deletion.intro')}</DialogContentText>
          {impact.isPending ? (
            <Skeleton variant="rounded" height={96} sx={{ my: 1.5 }} />
          ) : impact.isError ? (
            <Alert severity="warning" sx={{ my: 1.5 }}>
              {t('companies.deletion.countsFailed')}
            </Alert>
          ) : (
            <Box component="ul" sx={{ my: 1, pl: 3 }} data-testid="company-delete-counts">
              {COUNTED.map((what) => (
                <li key={what}>
                  <DialogContentText component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {t(`companies.deletion.${what}`, { count: impact.data[what] })}
                  </DialogContentText>
                </li>
              ))}
            </Box>
          )}
          <DialogContentText variant="body2">{t('companies.deletion.rest')}</DialogContentText>
          {impact.data && impact.data.liveSessions > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('errors.ERR_COMPANY_HAS_ACTIVE_SESSIONS')}
            </Alert>
          )}
          <TextField
            label={t('companies.deletion.confirmLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            fullWidth
            autoComplete="off"
            helperText={company.name}
            sx={{ mt: 2.5 }}
            slotProps={{ htmlInput: { 'data-testid': 'company-delete-name', spellCheck: false } }}
          />
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="company-delete-error">
              {describeError(remove.error).message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!confirmed}
            loading={remove.isPending}
            data-testid="company-delete-confirm"
          >
            {t('companies.deletion.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
