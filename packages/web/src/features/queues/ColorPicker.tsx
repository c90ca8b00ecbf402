import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { QUEUE_COLORS } from '@guiche/shared';

interface ColorPickerProps {
  value: string;
  onChange(color: string): void;
  /** Colours other queues hold, with their names: the server refuses a second queue of one colour. */
  taken: ReadonlyMap<string, string>;
  error?: string | undefined;
}

function Swatch({ color, size }: { color: string; size: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}

/** The queue colour, chosen from the fixed palette of 50 (spec 2 §9). */
export function ColorPicker({ value, onChange, taken, error }: ColorPickerProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <TextField
        fullWidth
        label={t('queueDialog.color')}
        value={value}
        error={Boolean(error)}
        helperText={error}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        slotProps={{
          input: {
            readOnly: true,
            startAdornment: <Swatch color={value || 'transparent'} size={22} />,
            sx: { cursor: 'pointer', gap: 1.25 },
          },
          htmlInput: {
            'data-testid': 'queue-color-button',
            'aria-haspopup': 'listbox',
            sx: { cursor: 'pointer', fontFamily: 'monospace' },
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 1.5, mt: 0.5 } } }}
      >
        <Box
          role="listbox"
          aria-label={t('queueDialog.color')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, 28px)', gap: 0.75 }}
        >
          {QUEUE_COLORS.map((color) => {
            const holder = taken.get(color);
            const selected = color === value;
            return (
              <Tooltip key={color} title={holder ? `${color} · ${holder}` : color} disableInteractive>
                <span>
                  <ButtonBase
                    role="option"
                    aria-selected={selected}
                    aria-label={t('queueDialog.chooseColor', { color })}
                    data-color={color}
                    disabled={Boolean(holder)}
                    onClick={() => {
                      onChange(color);
                      setAnchor(null);
                    }}
                    sx={(theme) => ({
                      width: 28,
                      height: 28,
                      borderRadius: 1,
                      bgcolor: color,
                      color: theme.palette.getContrastText(color),
                      border: 1,
                      borderColor: 'divider',
                      opacity: holder ? 0.25 : 1,
                      outline: selected ? `2px solid ${theme.palette.primary.main}` : 'none',
                      outlineOffset: 2,
                    })}
                  >
                    {selected && <CheckIcon fontSize="small" />}
                  </ButtonBase>
                </span>
              </Tooltip>
            );
          })}
        </Box>
      </Popover>
    </>
  );
}
