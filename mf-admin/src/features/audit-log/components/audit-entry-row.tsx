import type { AuditEntry } from '@cerca/contracts/audit-log';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { NS } from '../../../lib/i18n';
import { actionLabelKey, actionTone, targetTypeKey } from '../lib/audit-entry-view';

/** One entry: what (a Spanish label), on which record, who, when and in which city. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NS);
  return (
    <li
      className="mf-audit-entry"
      data-testid="audit-entry"
      data-action={entry.action}
      data-target-id={entry.target_id}
    >
      <div className="mf-audit-entry__top">
        <span className={`mf-audit-entry__action mf-audit-entry__action--${actionTone(entry.action)}`}>
          {t(actionLabelKey(entry.action))}
        </span>
        <time className="mf-muted" dateTime={entry.created_at}>
          {formatDateTime(entry.created_at)}
        </time>
      </div>
      <dl className="mf-audit-entry__facts">
        <div>
          <dt>{t('audit.record')}</dt>
          <dd data-testid="audit-entry-record">
            <span className="mf-audit-entry__type">{t(targetTypeKey(entry.target_type))}</span>{' '}
            {entry.target_label || t('audit.noLabel')}
          </dd>
        </div>
        <div>
          <dt>{t('audit.by')}</dt>
          <dd data-testid="audit-entry-actor">{entry.actor_label}</dd>
        </div>
        <div>
          <dt>{t('audit.city')}</dt>
          <dd>{entry.city_name ?? t('audit.noCity')}</dd>
        </div>
      </dl>
    </li>
  );
}
