import type { OrderHelpReason, OrderHelpStatus } from '@cerca/contracts/order-help';
import './order-help-texts';

/** The locale key of a reported problem ("Llegó frío"). */
export const helpReasonKey = (reason: OrderHelpReason): string => `orderHelp.reasons.${reason}`;

/** The locale key of a report's state for its customer ("Reporte enviado", "Resuelto"). */
export const helpStatusKey = (status: OrderHelpStatus): string => `orderHelp.status.${status}`;
