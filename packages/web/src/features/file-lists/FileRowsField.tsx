import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../i18n/validationMessage';
import { emptyFileRow, type FileListFormValues } from './fileListForm';

/** The list's repeatable file rows (spec 3 §2): each a name, a file picker and a remove control. */
export function FileRowsField() {
  const { t } = useTranslation();
  const { control, getFieldState, formState, setValue, getValues } = useFormContext<FileListFormValues>();
  const rows = useFieldArray({ control, name: 'options', keyName: 'key' });

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{t('fileLists.fields.options')}</Typography>
      {rows.fields.map((row, index) => {
        const { error } = getFieldState(`options.${index}.name`, formState);
        return (
          <Stack
            key={row.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            data-testid="file-list-row"
          >
            <Controller
              control={control}
              name={`options.${index}.name`}
              render={({ field }) => (
                <TextField
                  fullWidth
                  size="small"
                  label={t('fileLists.fields.optionName')}
                  {...field}
                  error={Boolean(error)}
                  helperText={validationMessage(error?.message)}
                  slotProps={{ htmlInput: { 'data-testid': 'file-list-row-name' } }}
                />
              )}
            />
            <Controller
              control={control}
              name={`options.${index}.file`}
              render={({ field }) => (
                <Button
                  component="label"
                  variant="outlined"
                  startIcon={<AttachFileOutlinedIcon />}
                  sx={{ flexShrink: 0, width: { sm: 200 }, justifyContent: 'flex-start' }}
                >
                  <Typography variant="body2" noWrap component="span">
                    {field.value?.name ??
                      (getValues(`options.${index}.stored`) ? t('fileLists.uploaded') : t('fileLists.pick'))}
                  </Typography>
                  <input
                    hidden
                    type="file"
                    data-testid="file-list-row-file"
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      field.onChange(file);
                      // A row left unnamed takes its file's name.
                      if (file && !getValues(`options.${index}.name`))
                        setValue(`options.${index}.name`, file.name, { shouldValidate: true });
                    }}
                  />
                </Button>
              )}
            />
            <Tooltip title={t('fileLists.removeRow')}>
              <IconButton
                aria-label={t('fileLists.removeRow')}
                onClick={() => rows.remove(index)}
                data-testid="file-list-row-remove"
              >
                <DeleteOutlineOutlinedIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      })}
      <Button
        variant="text"
        startIcon={<AddOutlinedIcon />}
        onClick={() => rows.append(emptyFileRow())}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="file-list-add-row"
      >
        {t('fileLists.addRow')}
      </Button>
    </Stack>
  );
}
