import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@guiche/shared';
import { formatMoney } from '../plans/money';

interface PlanCardsProps {
  plans: Plan[] | undefined;
  value: number | undefined;
  onChange(planId: number): void;
  error?: string | undefined;
}

/** The sign-up plan select (spec 2 "Sign-up"): one card per public plan with its limits and price. */
export function PlanCards({ plans, value, onChange, error }: PlanCardsProps) {
  const { t } = useTranslation();
  if (!plans) return <Skeleton variant="rounded" height={72} />;
  if (plans.length === 0) return <Typography color="text.secondary">{t('signup.noPlans')}</Typography>;
  return (
    <Stack spacing={1} role="radiogroup" aria-label={t('signup.plan')}>
      {plans.map((plan) => {
        const selected = plan.id === value;
        return (
          <Card
            key={plan.id}
            variant="outlined"
            sx={{
              borderColor: selected ? 'primary.main' : error ? 'error.main' : undefined,
              borderWidth: selected ? 2 : 1,
            }}
          >
            <CardActionArea
              role="radio"
              aria-checked={selected}
              data-testid={`plan-card-${plan.id}`}
              onClick={() => onChange(plan.id)}
            >
              <CardContent sx={{ py: 1.5 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {plan.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('signup.planDetail', {
                    users: plan.users,
                    connections: plan.connections,
                    queues: plan.queues,
                    price: formatMoney(plan.amount),
                  })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
