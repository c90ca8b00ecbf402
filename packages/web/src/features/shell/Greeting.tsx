import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/sessionContext';

/** 'Olá {name}, boas-vindas à equipe {company}' (spec 1 §2 app bar: the user and company names). */
export function Greeting() {
  const { t } = useTranslation();
  const { name, company } = useCurrentUser();
  return (
    <Typography
      data-testid="appbar-greeting"
      variant="body1"
      noWrap
      sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0, fontWeight: 500, opacity: 0.95 }}
    >
      {t('appBar.greeting', { name, company: company.name })}
    </Typography>
  );
}
