import type { Post, ReactionType } from '@cerca/contracts/feed';
import { useTranslation } from '@cerca/i18n';
import { cx, IconFlag, IconHeart, IconMapPin, IconThumbUp, toast } from '@cerca/ui';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useReactToPost } from '../api/set-reaction';
import { REACTION_FEEDBACK_MS, REACTION_TYPES } from '../lib/reactions';

/** Decorative icons; each button is named by its reaction's text. */
const ICONS: Record<ReactionType, ComponentType<{ size?: number }>> = {
  like: IconThumbUp,
  love: IconHeart,
  visited: IconMapPin,
  want_to_go: IconFlag,
};

interface ReactionBarProps {
  post: Pick<Post, 'id' | 'reactions' | 'my_reaction'>;
  signedIn: boolean;
}

/**
 * The four reactions with their counts; the caller's one is pressed. Visitors are told to sign
 * in and nothing is sent. The tapped reaction pulses for 1 s (spec 01 §9).
 */
export function ReactionBar({ post, signedIn }: ReactionBarProps) {
  const { t } = useTranslation(NS);
  const [pulsing, setPulsing] = useState<ReactionType | null>(null);
  const react = useReactToPost({
    postId: post.id,
    onError: () => toast.error(t('reactions.updateError')),
  });

  useEffect(() => {
    if (!pulsing) return;
    const timer = window.setTimeout(() => setPulsing(null), REACTION_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [pulsing]);

  const tap = (type: ReactionType) => {
    if (!signedIn) {
      toast.error(t('reactions.signIn'));
      return;
    }
    setPulsing(type);
    react.mutate({ post, tapped: type });
  };

  return (
    <ul className="mf-reactions" aria-label={t('reactions.label')} data-testid="reactions">
      {REACTION_TYPES.map((type) => {
        const count = post.reactions[type];
        const label = t(`reactions.types.${type}`);
        const Icon = ICONS[type];
        return (
          <li key={type}>
            <button
              type="button"
              className={cx('mf-reaction', pulsing === type && 'mf-reaction--pulse')}
              aria-pressed={post.my_reaction === type}
              aria-label={t('reactions.button', { reaction: label, count })}
              title={label}
              onClick={() => tap(type)}
              data-testid={`reaction-${type}`}
            >
              <Icon size={18} />
              <span aria-hidden="true" className="mf-reaction__count">
                {count}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
