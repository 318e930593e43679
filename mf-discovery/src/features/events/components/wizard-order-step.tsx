import { useTranslation } from '@cerca/i18n';
import { Button, IconChevronDown } from '@cerca/ui';
import { useEffect, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { movePlace, type RoutePlace } from '../lib/route-wizard';
import { StepHeading } from './wizard-step-heading';

type Direction = -1 | 1;

interface OrderStepProps {
  places: readonly RoutePlace[];
  onChange: (places: RoutePlace[]) => void;
  focusHeading: boolean;
}

/**
 * Step 2: the route's order. Each place moves up or down with its own buttons (keyboard and
 * screen-reader friendly, no dragging needed); focus follows the moved place and the new position
 * is announced.
 */
export function OrderStep({ places, onChange, focusHeading }: OrderStepProps) {
  const { t } = useTranslation(NS);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = pending.current;
    if (!target || !places.some((place) => place.id === target.id)) return;
    pending.current = null;
    const same = buttons.current.get(`${target.id}:${target.direction}`);
    // At either end the same button is disabled: the other one keeps the focus on this place.
    const other = buttons.current.get(`${target.id}:${-target.direction}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [places]);

  const move = (index: number, direction: Direction) => {
    const place = places[index];
    if (!place) return;
    pending.current = { id: place.id, direction };
    onChange(movePlace(places, index, direction));
    setAnnouncement(
      t('events.wizard.order.moved', {
        name: place.name,
        order: index + direction + 1,
        count: places.length,
      }),
    );
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="mf-stack" data-testid="wizard-order">
      <StepHeading step="order" focus={focusHeading} />
      <p className="mf-hint">{t('events.wizard.order.hint')}</p>
      <ol className="mf-wizard__order" aria-label={t('events.wizard.order.list')}>
        {places.map((place, index) => (
          <li key={place.id} className="mf-wizard__stop" data-testid="wizard-stop">
            <span className="mf-wizard__stop-order" aria-hidden="true">
              {index + 1}
            </span>
            {place.photo_url ? <img src={place.photo_url} alt="" width={40} height={40} /> : null}
            <span className="mf-wizard__stop-name">{place.name}</span>
            <span className="mf-wizard__stop-moves">
              <Button
                ref={ref(`${place.id}:-1`)}
                variant="secondary"
                size="sm"
                iconOnly
                disabled={index === 0}
                aria-label={t('events.wizard.order.up', { name: place.name })}
                onClick={() => move(index, -1)}
                data-testid="wizard-up"
              >
                <IconChevronDown className="mf-wizard__up" aria-hidden="true" />
              </Button>
              <Button
                ref={ref(`${place.id}:1`)}
                variant="secondary"
                size="sm"
                iconOnly
                disabled={index === places.length - 1}
                aria-label={t('events.wizard.order.down', { name: place.name })}
                onClick={() => move(index, 1)}
                data-testid="wizard-down"
              >
                <IconChevronDown aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p className="cerca-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
