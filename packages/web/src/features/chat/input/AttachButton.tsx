import { useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';
import { useTranslation } from 'react-i18next';

/** The paper clip: picks one or more files from the computer. */
export function AttachButton({ onFiles }: { onFiles(files: FileList | null): void }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={t('chat.input.attach')}>
        <IconButton aria-label={t('chat.input.attach')} onClick={() => fileInput.current?.click()}>
          <AttachFileOutlinedIcon />
        </IconButton>
      </Tooltip>
      <input
        ref={fileInput}
        hidden
        multiple
        type="file"
        data-testid="chat-file-input"
        onChange={(event) => {
          onFiles(event.target.files);
          // The same file picked again must fire a change too.
          event.target.value = '';
        }}
      />
    </>
  );
}
