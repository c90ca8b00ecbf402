import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { PASSWORD_STRENGTH_RULES, passwordStrength } from '@guiche/shared';

/** Spec 2 §5: 33 + 33 + 34 points, with a hint per rule that lights up once it is met. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const color = strength === 100 ? 'success' : strength >= 66 ? 'warning' : 'error';
  return (
    <Box data-testid="password-strength" data-strength={strength}>
      <LinearProgress
        variant="determinate"
        value={strength}
        color={color}
        aria-label={t('signup.strength')}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {PASSWORD_STRENGTH_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Chip
              key={rule.hint}
              size="small"
              variant={met ? 'filled' : 'outlined'}
              color={met ? 'success' : 'default'}
              icon={met ? <CheckIcon /> : undefined}
              label={t(`signup.hints.${rule.hint}`)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
