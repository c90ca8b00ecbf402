import { useId, useMemo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { KeyCombo } from './KeyCombo';
import { onMac } from './keyCaps';
import { REPLY_BOX_KEYS, SHORTCUTS, SHORTCUT_GROUPS, type ShortcutGroup } from './shortcutCatalog';
import type { ShortcutRegistry } from './shortcutRegistry';

interface Row {
  id: keyof typeof SHORTCUTS | (typeof REPLY_BOX_KEYS)[number]['id'];
  keys: readonly string[];
  /** Whether pressing it does something on the screen behind the sheet. */
  available: boolean;
}

function ShortcutRow({ row, mac }: { row: Row; mac: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid={`shortcut-${row.id}`}
      data-available={row.available}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: row.available ? 1 : 0.45,
      }}
    >
      <Typography variant="body2">{t(`shortcuts.actions.${row.id}`)}</Typography>
      <KeyCombo keys={row.keys} mac={mac} />
    </Box>
  );
}

interface ShortcutsHelpSheetProps {
  registry: ShortcutRegistry;
  onClose(): void;
}

/**
 * The '?' sheet: every shortcut by group, those that do nothing on the current screen greyed out (a user opening it
 * from the contacts page still learns the ticket keys). Escape closes it, as any dialog.
 */
export function ShortcutsHelpSheet({ registry, onClose }: ShortcutsHelpSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const registered = useSyncExternalStore(registry.subscribe, registry.registeredIds);
  const mac = useMemo(() => onMac(navigator.userAgent), []);

  const groups = SHORTCUT_GROUPS.map((group): [ShortcutGroup, Row[]] => [
    group,
    group === 'replyBox'
      ? REPLY_BOX_KEYS.map((entry) => ({ ...entry, available: registered.has('reply') }))
      : Object.values(SHORTCUTS)
          .filter((definition) => definition.group === group)
          .map((definition) => ({
            id: definition.id,
            keys: definition.keys,
            available: registered.has(definition.id),
          })),
  ]);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="shortcuts-sheet">
      <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('shortcuts.unavailableHint')}
        </Typography>
        {groups.map(([group, rows]) => (
          <Box component="section" key={group} aria-labelledby={`${titleId}-${group}`} sx={{ mt: 2 }}>
            <Typography
              id={`${titleId}-${group}`}
              variant="subtitle2"
              component="h3"
              sx={{ color: 'primary.main', mb: 0.5 }}
            >
              {t(`shortcuts.groups.${group}`)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((row) => (
                <ShortcutRow key={row.id} row={row} mac={mac} />
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="shortcuts-sheet-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
