import { useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFileOutlinedIcon from '@mui/icons-material/AttachFileOutlined';

interface AttachButtonProps {
  /** The button's tooltip and accessible name. */
  label: string;
  /** The hidden file input's test id. */
  testId: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files picked; never called with none. */
  onFiles(files: File[]): void;
}

/** The paper clip of a message composer: picks files from the computer through a hidden input. */
export function AttachButton({ label, testId, multiple = false, disabled, onFiles }: AttachButtonProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} disabled={disabled} onClick={() => fileInput.current?.click()}>
          <AttachFileOutlinedIcon />
        </IconButton>
      </Tooltip>
      <input
        ref={fileInput}
        hidden
        multiple={multiple}
        type="file"
        data-testid={testId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file picked again must fire a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
