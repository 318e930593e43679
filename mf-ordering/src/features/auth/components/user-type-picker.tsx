import { USER_TYPES, type UserType } from '@cerca/contracts/roles';
import { useTranslation } from '@cerca/i18n';
import { NS } from '../../../lib/i18n';

interface UserTypePickerProps {
  value: UserType;
  onChange: (value: UserType) => void;
}

/** Personal (user) or Negocio (business): a radio group, so arrows move between the two. */
export function UserTypePicker({ value, onChange }: UserTypePickerProps) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="mf-fieldset">
      <legend className="mf-legend">{t('auth.userType.legend')}</legend>
      <div className="mf-segmented">
        {USER_TYPES.map((type) => (
          <label key={type} className="mf-segment" data-checked={value === type}>
            <input
              type="radio"
              name="user-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              data-testid={`user-type-${type}`}
            />
            <span>{t(`auth.userType.${type}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
