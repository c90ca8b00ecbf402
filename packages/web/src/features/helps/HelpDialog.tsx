import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { helpFormSchema, type HelpForm, type HelpFormInput, type HelpView } from '@guiche/shared';
import { DialogForm } from '../../components/DialogForm';
import { FormTextField } from '../../components/FormTextField';
import { NEW_HELP_VALUES, helpValuesOf } from './helpForm';

interface HelpDialogProps {
  help: HelpView | null;
  onClose(): void;
  onSave(values: HelpForm): Promise<void>;
}

/** Add or edit a help (spec 2 §3 Help): title, description and the YouTube video code. */
export function HelpDialog({ help, onClose, onSave }: HelpDialogProps) {
  const { t } = useTranslation();
  const form = useForm<HelpFormInput, unknown, HelpForm>({
    resolver: zodResolver(helpFormSchema),
    defaultValues: help ? helpValuesOf(help) : NEW_HELP_VALUES,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="help-dialog">
      <DialogTitle>{help ? t('helpsAdmin.edit') : t('helpsAdmin.add')}</DialogTitle>
      <DialogForm
        form={form}
        onSubmit={form.handleSubmit(onSave)}
        onCancel={onClose}
        isNew={!help}
        submitTestId="help-submit"
      >
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormTextField<HelpFormInput> name="title" label={t('helpsAdmin.fields.title')} autoFocus />
          <FormTextField<HelpFormInput>
            name="description"
            label={t('helpsAdmin.fields.description')}
            multiline
            minRows={3}
          />
          <FormTextField<HelpFormInput>
            name="video"
            label={t('helpsAdmin.fields.video')}
            hint={t('helpsAdmin.videoHint')}
          />
        </Stack>
      </DialogForm>
    </Dialog>
  );
}
