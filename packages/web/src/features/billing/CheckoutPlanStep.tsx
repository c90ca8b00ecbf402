import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { CUSTOM_PLAN, customPlanPrice, type InvoiceView } from '@guiche/shared';
import { stepCounter, type PlanChoice } from './checkoutPlan';
import { formatMoney } from '../plans/money';

interface CheckoutPlanStepProps {
  invoice: InvoiceView;
  choice: PlanChoice;
  onChange(choice: PlanChoice): void;
}

/** Personalizar (spec 2 "Checkout dialog"): the invoice's plan card, or the custom plan with its counters. */
export function CheckoutPlanStep({ invoice, choice, onChange }: CheckoutPlanStepProps) {
  const { t } = useTranslation();
  const counter = (field: 'users' | 'connections', minimum: number) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`custom-${field}`}>
      <IconButton
        size="small"
        aria-label={t('checkout.less', { what: t(`checkout.${field}`) })}
        disabled={choice[field] <= minimum}
        onClick={() => onChange({ ...choice, custom: true, [field]: stepCounter(choice[field], -1, minimum) })}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }} data-testid={`custom-${field}-value`}>
        {choice[field]}
      </Typography>
      <IconButton
        size="small"
        aria-label={t('checkout.more', { what: t(`checkout.${field}`) })}
        onClick={() => onChange({ ...choice, custom: true, [field]: stepCounter(choice[field], 1, minimum) })}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" color="text.secondary">
        {t(`checkout.${field}`)}
      </Typography>
    </Stack>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Card variant="outlined" sx={{ borderColor: choice.custom ? 'divider' : 'primary.main', borderWidth: 2 }}>
        <CardActionArea
          onClick={() => onChange({ ...choice, custom: false })}
          data-testid="plan-card-current"
          sx={{ height: '100%' }}
        >
          <CardContent>
            <Typography variant="overline">{t('checkout.currentPlan')}</Typography>
            <Typography variant="h6">{invoice.detail}</Typography>
            <Typography variant="h5" color="primary" sx={{ my: 1 }}>
              {formatMoney(invoice.value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('checkout.limits', { users: invoice.users, connections: invoice.connections, queues: invoice.queues })}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
      <Card variant="outlined" sx={{ borderColor: choice.custom ? 'primary.main' : 'divider', borderWidth: 2 }}>
        <CardActionArea
          onClick={() => onChange({ ...choice, custom: true })}
          data-testid="plan-card-custom"
          component="div"
        >
          <CardContent>
            <Typography variant="overline">{t('checkout.customPlan')}</Typography>
            <Typography variant="h5" color="primary" sx={{ my: 1 }} data-testid="custom-price">
              {formatMoney(customPlanPrice(choice.users, choice.connections))}
            </Typography>
            <Stack spacing={0.5} onClick={(event) => event.stopPropagation()}>
              {counter('users', CUSTOM_PLAN.minUsers)}
              {counter('connections', CUSTOM_PLAN.minConnections)}
            </Stack>
          </CardContent>
        </CardActionArea>
      </Card>
    </Box>
  );
}
