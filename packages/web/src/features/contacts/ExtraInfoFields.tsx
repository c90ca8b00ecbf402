import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import type { ContactFormOutput, ContactFormValues } from './contactForm';

/** The contact's extra information rows (spec 1 §3 extraInfo): a name and a value each, added and removed freely. */
export function ExtraInfoFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues, unknown, ContactFormOutput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'extraInfo', keyName: 'key' });

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        {t('contacts.modal.extraInfo')}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('contacts.modal.extraInfoEmpty')}
        </Typography>
      )}
      {fields.map((field, index) => {
        const rowErrors = errors.extraInfo?.[index];
        return (
          <Box
            key={field.key}
            data-testid="extra-info-row"
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
              gridTemplateAreas: { xs: '"name remove" "value remove"', sm: '"name value remove"' },
            }}
          >
            <TextField
              {...register(`extraInfo.${index}.name`)}
              size="small"
              label={t('contacts.modal.extraName')}
              disabled={disabled}
              error={Boolean(rowErrors?.name)}
              helperText={validationMessage(rowErrors?.name?.message)}
              sx={{ gridArea: 'name' }}
            />
            <TextField
              {...register(`extraInfo.${index}.value`)}
              size="small"
              label={t('contacts.modal.extraValue')}
              disabled={disabled}
              error={Boolean(rowErrors?.value)}
              helperText={validationMessage(rowErrors?.value?.message)}
              sx={{ gridArea: 'value' }}
            />
            <Tooltip title={t('contacts.modal.removeExtra', { index: index + 1 })}>
              <span style={{ gridArea: 'remove' }}>
                <IconButton
                  aria-label={t('contacts.modal.removeExtra', { index: index + 1 })}
                  color="error"
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlineOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <div>
        <Button
          size="small"
          startIcon={<AddOutlinedIcon />}
          disabled={disabled}
          onClick={() => append({ name: '', value: '' })}
        >
          {t('contacts.modal.addExtra')}
        </Button>
      </div>
    </Stack>
  );
}
