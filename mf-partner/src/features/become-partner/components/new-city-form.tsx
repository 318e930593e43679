import type { City } from '@cerca/contracts';
import type { CreateCityBody } from '@cerca/contracts/partner-wizard';
import { useTranslation } from '@cerca/i18n';
import { ApiError } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useEffect, useId } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useCreateCity } from '../api/create-city';
import { type NewCityValues, newCityResolver } from '../lib/application-form';
import { newCityError } from '../lib/wizard';

export interface NewCityFormProps {
  countryId: string;
  /** The country's loaded cities, for the duplicate check. */
  cities: readonly City[];
  initial: { name: string; state: string } | null;
  signedIn: boolean;
  onCreated: (city: City) => void;
  onCancel: () => void;
  /** A visitor asked to create: keep these entries and sign in first. */
  onSignInFirst: (newCity: { name: string; state: string }) => void;
}

/** '+ Añadir nueva ciudad': name and state, with every message of spec 02 §5 Partner city creation. */
export function NewCityForm({
  countryId,
  cities,
  initial,
  signedIn,
  onCreated,
  onCancel,
  onSignInFirst,
}: NewCityFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const create = useCreateCity();
  const form = useForm<NewCityValues, unknown, CreateCityBody>({
    resolver: newCityResolver,
    defaultValues: { country_id: countryId, name: initial?.name ?? '', state: initial?.state ?? '' },
  });
  const values = form.watch();
  const problem = newCityError(values, cities);
  // Blank fields speak once the person has typed; a missing country or a duplicate at once.
  const typed = initial !== null || form.formState.isDirty || form.formState.isSubmitted;
  const shown =
    problem && (typed || problem === 'country_required' || problem === 'city_exists') ? problem : null;

  // The country is step 2's choice: the form follows it.
  useEffect(() => form.setValue('country_id', countryId), [countryId, form]);

  const onValid: SubmitHandler<CreateCityBody> = (body) => {
    // The resolver checks the fields; the list the person sees decides duplicates (spec 02 §5).
    if (problem || create.isPending) return;
    if (!signedIn) {
      onSignInFirst({ name: values.name, state: values.state });
      return;
    }
    create.mutate(body, {
      onSuccess: (city) => {
        toast.success(t('becomePartner.newCity.created', { name: city.name }));
        onCreated(city);
      },
      onError: (error) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(refused ? error.message : t('becomePartner.errors.createCityFailed'));
      },
    });
  };

  return (
    <form
      className="mf-card mf-form mf-partner-new-city"
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={create.isPending}
      data-testid="new-city-form"
    >
      <h3 id={`${id}-title`} className="mf-subtitle">
        {t('becomePartner.newCity.title')}
      </h3>
      <div className="mf-field">
        <label htmlFor={`${id}-name`}>{t('becomePartner.newCity.name')}</label>
        <input
          id={`${id}-name`}
          maxLength={100}
          autoComplete="address-level2"
          aria-required="true"
          aria-invalid={shown === 'city_name_required' || shown === 'city_exists' || undefined}
          aria-describedby={`${id}-problem`}
          {...form.register('name')}
          data-testid="new-city-name"
        />
      </div>
      <div className="mf-field">
        <label htmlFor={`${id}-state`}>{t('becomePartner.newCity.state')}</label>
        <input
          id={`${id}-state`}
          maxLength={100}
          autoComplete="address-level1"
          aria-required="true"
          aria-invalid={shown === 'state_required' || undefined}
          aria-describedby={`${id}-problem`}
          {...form.register('state')}
          data-testid="new-city-state"
        />
      </div>
      <p id={`${id}-problem`} className="mf-partner-problem" role="status" data-testid="new-city-problem">
        {shown ? t(`becomePartner.errors.${shown}`) : ''}
      </p>
      <div className="mf-partner-actions">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('becomePartner.newCity.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={problem !== null}
          loading={create.isPending}
          loadingText={t('becomePartner.newCity.creating')}
          data-testid="new-city-create"
        >
          {t('becomePartner.newCity.create')}
        </Button>
      </div>
    </form>
  );
}
