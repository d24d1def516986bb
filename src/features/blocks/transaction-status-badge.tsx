import { Badge } from '@/components/ui/badge';
import { statusInfo } from './transaction-statuses';

export interface TransactionStatusBadgeProps {
  status: string;
}

/** The status in words (colour only reinforces it); the explanation is its tooltip. */
export function TransactionStatusBadge({ status }: TransactionStatusBadgeProps) {
  const info = statusInfo(status);
  return (
    <Badge tone={info.tone} title={info.explanation}>
      {info.label}
    </Badge>
  );
}
