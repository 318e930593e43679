import type { MyOrder } from '@cerca/contracts/orders';
import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useMyOrderRatings, useRateOrder } from '../api/order-ratings';
import { ratingOpen } from '../lib/order-rating';
import { OrderRatingDialog } from './order-rating-dialog';
import './rating-texts';

/**
 * A delivered order's rating: "Tu calificación: comida ★5 · entrega ★4" once sent, else
 * "Califica tu pedido" while the window is open (the server checks it again).
 */
export function OrderRating({ order, userId }: { order: MyOrder; userId: string }) {
  const { t } = useTranslation(NS);
  const ratings = useMyOrderRatings(userId);
  const rate = useRateOrder(userId);
  const [open, setOpen] = useState(false);
  if (order.status !== 'delivered' || !ratings.data) return null;
  const given = ratings.data.items.find((rating) => rating.order_id === order.id);
  if (given)
    return (
      <p className="mf-muted mf-small" data-testid="my-order-rating">
        {given.delivery_stars === null
          ? t('rating.givenFood', { food: given.food_stars })
          : t('rating.given', { food: given.food_stars, delivery: given.delivery_stars })}
      </p>
    );
  if (!ratingOpen(order, new Date()) && !open) return null;
  return (
    <>
      <Button variant="primary" size="sm" onClick={() => setOpen(true)} data-testid="my-order-rate">
        {t('rating.action')}
      </Button>
      {open ? (
        <OrderRatingDialog
          withDelivery={order.driver_id !== null}
          onClose={() => setOpen(false)}
          onSubmit={async (body) => {
            // The promise, not mutate's callbacks: the refetch replaces the button first.
            await rate.mutateAsync({ orderId: order.id, body });
            setOpen(false);
            toast.success(t('rating.sent'));
          }}
        />
      ) : null}
    </>
  );
}
