import type { ManagedMenuItem } from '@cerca/contracts/menu-manager';
import {
  type OwnerPromotion,
  type PromotionRuleForm,
  promotionRuleFormSchema,
  promotionRuleFormValues,
  promotionRuleFromForm,
} from '@cerca/contracts/promotion-rule-editor';
import { PROMOTION_RULE_KINDS } from '@cerca/contracts/promotion-rules';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { refusalMessage } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useSavePromotionRule } from '../api/save-promotion-rule';
import { WEEK_ORDER } from '../lib/promotion-rule-summary';

/**
 * The automatic discount of one promotion: the kind (radio), its field, the days (lun…dom) and
 * "Todo el día" or Desde/Hasta. Checked by the contract's form schema, the server's own rule;
 * a refusal of the server shows in the dialog, which stays open.
 */
export function PromotionRuleDialog({
  businessId,
  promotion,
  items,
  onClose,
}: {
  businessId: string;
  promotion: OwnerPromotion;
  /** The menu's active items, for a 2x1. */
  items: ManagedMenuItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const save = useSavePromotionRule(businessId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PromotionRuleForm>({
    resolver: zodResolver(promotionRuleFormSchema),
    defaultValues: promotionRuleFormValues(promotion.rule),
  });
  const { errors, isSubmitted } = form.formState;
  const kind = form.watch('kind');
  const weekdays = form.watch('weekdays');
  const allDay = form.watch('all_day');
  const problem = (error: { message?: string } | undefined) =>
    error?.message ? t(`menu.promotions.errors.${error.message}`) : null;

  const toggleDay = (day: number) => {
    const next = weekdays.includes(day) ? weekdays.filter((other) => other !== day) : [...weekdays, day];
    form.setValue('weekdays', next, { shouldValidate: isSubmitted });
  };
  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    save.mutate(
      { promotionId: promotion.id, rule: promotionRuleFromForm(values) },
      {
        onSuccess: () => {
          toast.success(t('menu.promotions.saved'));
          onClose();
        },
        onError: (error) => setRefusal(refusalMessage(error) ?? t('menu.promotions.saveError')),
      },
    );
  });

  const field = (name: 'percent' | 'amount' | 'min_subtotal', label: string, hint?: string) => {
    const error = problem(errors[name]);
    return (
      <div className="mf-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          inputMode={name === 'percent' ? 'numeric' : 'decimal'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : '']
            .join(' ')
            .trim()}
          {...form.register(name)}
          data-testid={`promotion-rule-${name}`}
        />
        {hint ? (
          <p id={`${id}-${name}-hint`} className="mf-hint mf-muted mf-small">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${name}-error`} className="mf-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const itemError = problem(errors.menu_item_id);
  const daysError = problem(errors.weekdays);
  const hoursError = problem(errors.start ?? errors.end);

  return (
    <Dialog
      open
      size="md"
      onClose={save.isPending ? () => undefined : onClose}
      title={t('menu.promotions.form.title')}
      description={promotion.title}
      dismissOnBackdrop={false}
      data-testid="promotion-rule-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('menu.promotions.form.cancel')}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            loading={save.isPending}
            loadingText={t('menu.promotions.form.saving')}
            data-testid="promotion-rule-save"
          >
            {t('menu.promotions.form.save')}
          </Button>
        </>
      }
    >
      {/* Portalled out of the remote's root: this class brings its form styles along. */}
      <form
        id={`${id}-form`}
        className={`${remoteRootClass('mf_ordering')} mf-form mf-promotion-form`}
        onSubmit={submit}
        noValidate
      >
        <fieldset className="mf-choices">
          <legend className="mf-legend">{t('menu.promotions.form.kind')}</legend>
          {PROMOTION_RULE_KINDS.map((value) => (
            <label key={value} className="mf-choice">
              <input
                type="radio"
                value={value}
                {...form.register('kind')}
                data-testid={`promotion-kind-${value}`}
              />
              <span>{t(`menu.promotions.form.kinds.${value}`)}</span>
            </label>
          ))}
        </fieldset>

        {kind === 'percent_off' ? field('percent', t('menu.promotions.form.percent')) : null}
        {kind === 'amount_off' ? field('amount', t('menu.promotions.form.amount')) : null}
        {kind === 'two_for_one' ? (
          <div className="mf-field">
            <label htmlFor={`${id}-item`}>{t('menu.promotions.form.item')}</label>
            <select
              id={`${id}-item`}
              aria-invalid={itemError ? true : undefined}
              aria-describedby={`${id}-item-hint${itemError ? ` ${id}-item-error` : ''}`}
              {...form.register('menu_item_id')}
              data-testid="promotion-rule-item"
            >
              <option value="">{t('menu.promotions.form.chooseItem')}</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
            <p id={`${id}-item-hint`} className="mf-hint mf-muted mf-small">
              {items.length === 0 ? t('menu.promotions.form.noItems') : t('menu.promotions.form.itemHint')}
            </p>
            {itemError ? (
              <p id={`${id}-item-error`} className="mf-error">
                {itemError}
              </p>
            ) : null}
          </div>
        ) : null}
        {field(
          'min_subtotal',
          t(
            kind === 'free_delivery'
              ? 'menu.promotions.form.minSubtotalFreeDelivery'
              : 'menu.promotions.form.minSubtotal',
          ),
          t('menu.promotions.form.minSubtotalHint'),
        )}

        <fieldset className="mf-fieldset" aria-describedby={daysError ? `${id}-days-error` : undefined}>
          <legend className="mf-legend">{t('menu.promotions.form.days')}</legend>
          <div className="mf-promotion-days">
            {WEEK_ORDER.map((day) => (
              <label key={day} className="mf-promotion-day">
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={() => toggleDay(day)}
                  aria-label={t(`menu.promotions.days.${day}`)}
                  data-testid={`promotion-day-${day}`}
                />
                <span aria-hidden="true">{t(`menu.promotions.daysShort.${day}`)}</span>
              </label>
            ))}
          </div>
          {daysError ? (
            <p id={`${id}-days-error`} className="mf-error">
              {daysError}
            </p>
          ) : null}
        </fieldset>

        <fieldset className="mf-fieldset" aria-describedby={hoursError ? `${id}-hours-error` : undefined}>
          <legend className="mf-legend">{t('menu.promotions.form.hours')}</legend>
          <label className="mf-check">
            <input type="checkbox" {...form.register('all_day')} data-testid="promotion-all-day" />
            <span>{t('menu.promotions.form.allDay')}</span>
          </label>
          {allDay ? null : (
            <>
              <div className="mf-promotion-hours">
                <div className="mf-field">
                  <label htmlFor={`${id}-start`}>{t('menu.promotions.form.from')}</label>
                  <input
                    id={`${id}-start`}
                    type="time"
                    aria-invalid={errors.start ? true : undefined}
                    {...form.register('start')}
                    data-testid="promotion-start"
                  />
                </div>
                <div className="mf-field">
                  <label htmlFor={`${id}-end`}>{t('menu.promotions.form.to')}</label>
                  <input
                    id={`${id}-end`}
                    type="time"
                    aria-invalid={errors.end ? true : undefined}
                    {...form.register('end')}
                    data-testid="promotion-end"
                  />
                </div>
              </div>
              <p className="mf-hint mf-muted mf-small">{t('menu.promotions.form.hoursHint')}</p>
            </>
          )}
          {hoursError ? (
            <p id={`${id}-hours-error`} className="mf-error">
              {hoursError}
            </p>
          ) : null}
        </fieldset>

        {refusal ? (
          <p className="mf-error" role="alert" data-testid="promotion-rule-refusal">
            {refusal}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
