import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { keyCaps } from './keyCaps';

/** One key cap, drawn from the theme's own colours so it reads in light and dark. */
function Kbd({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 26,
        px: 0.75,
        py: 0.125,
        fontFamily: 'inherit',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: 1.6,
        textAlign: 'center',
        color: 'text.primary',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: '6px',
      }}
    >
      {children}
    </Box>
  );
}

/** A shortcut's alternatives as key caps: 'j' or 'Alt' + '↓'. */
export function KeyCombo({ keys, mac }: { keys: readonly string[]; mac: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}
    >
      {keys.map((binding, index) => (
        <Fragment key={binding}>
          {index > 0 && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, mx: 0.25 }}>
              {t('shortcuts.or')}
            </Box>
          )}
          {keyCaps(binding, t, mac).map((cap, capIndex) => (
            <Fragment key={cap}>
              {capIndex > 0 && (
                <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: 12 }}>
                  +
                </Box>
              )}
              <Kbd>{cap}</Kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </Box>
  );
}
