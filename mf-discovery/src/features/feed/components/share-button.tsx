import { useTranslation } from '@cerca/i18n';
import { Button, IconShare, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { postUrl, shareLink } from '../lib/share';

/** Share sheet when the device has one, else copy the link; a cancelled sheet says nothing. */
export function ShareButton({
  postId,
  title,
  compact = false,
}: {
  postId: string;
  title: string;
  compact?: boolean;
}) {
  const { t } = useTranslation(NS);
  const share = async () => {
    try {
      const outcome = await shareLink(navigator, { url: postUrl(window.location.origin, postId), title });
      if (outcome === 'copied') toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.error'));
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly={compact}
      aria-label={compact ? t('share.button') : undefined}
      onClick={share}
      data-testid="post-share"
    >
      <IconShare />
      {compact ? null : t('share.button')}
    </Button>
  );
}
