import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { invoiceDisplayStatus, todayIsoDate, type InvoiceView } from '@guiche/shared';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../plans/money';

const STATUS_COLOR = { Pago: 'success', Vencido: 'error', 'Em Aberto': 'warning' } as const;

interface InvoiceRowProps {
  invoice: InvoiceView;
  /** Whose invoice it is, in the super administrator's list of every company's. */
  showCompany: boolean;
  /** The viewer's own company's invoice: another company's is paid by that company, never from here. */
  payable: boolean;
  onPay(invoice: InvoiceView): void;
}

/**
 * One invoice (spec 2 "Invoices"): shaded light red when overdue and unpaid; PAGAR while unpaid (on the viewer's own
 * company's invoices only), PAGO once paid.
 */
export function InvoiceRow({ invoice, showCompany, payable, onPay }: InvoiceRowProps) {
  const { t } = useTranslation();
  const status = invoiceDisplayStatus(invoice, todayIsoDate());
  return (
    <TableRow
      hover
      data-testid={`invoice-row-${invoice.id}`}
      sx={
        status === 'Vencido'
          ? { bgcolor: (theme) => alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) }
          : undefined
      }
    >
      {showCompany && <TableCell>{invoice.company.name}</TableCell>}
      <TableCell>{invoice.detail}</TableCell>
      <TableCell align="center">{invoice.users}</TableCell>
      <TableCell align="center">{invoice.connections}</TableCell>
      <TableCell align="center">{invoice.queues}</TableCell>
      <TableCell align="right">{formatMoney(invoice.value)}</TableCell>
      <TableCell>{formatDate(invoice.dueDate)}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(`invoices.statuses.${status}`)} />
      </TableCell>
      <TableCell align="right">
        {invoice.status === 'paid' ? (
          <Button size="small" variant="outlined" color="success" disabled>
            {t('invoices.paid')}
          </Button>
        ) : (
          payable && (
            <Button
              size="small"
              variant="contained"
              onClick={() => onPay(invoice)}
              data-testid={`pay-invoice-${invoice.id}`}
            >
              {t('invoices.pay')}
            </Button>
          )
        )}
      </TableCell>
    </TableRow>
  );
}
