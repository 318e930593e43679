import { MESSAGE_EMOJIS, MESSAGE_MAX_LENGTH } from '@cerca/contracts/messages';
import { useTranslation } from '@cerca/i18n';
import { Button } from '@cerca/ui';
import { useId, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { insertAt, messageToSend, sendsOnKey } from '../lib/composer';

interface ComposerProps {
  onSend: (content: string) => void;
  /** Called on every keystroke; the caller throttles what it tells the other person. */
  onTyping: () => void;
}

/** Text box (Enter sends, Shift+Enter adds a line), the 16 emojis and the send button. */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const hintId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [picking, setPicking] = useState(false);
  const content = messageToSend(draft);

  const submit = () => {
    if (content === null) return;
    onSend(content);
    setDraft('');
    box.current?.focus();
  };

  const addEmoji = (emoji: string) => {
    const input = box.current;
    const [next, caret] = insertAt(
      draft,
      emoji,
      input?.selectionStart ?? draft.length,
      input?.selectionEnd ?? draft.length,
    );
    setDraft(next);
    setPicking(false);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  };

  return (
    <form
      className="mf-messages__composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="composer"
    >
      {picking ? (
        <fieldset className="mf-messages__emojis" data-testid="emoji-picker">
          <legend className="cerca-visually-hidden">{t('chat.emojis')}</legend>
          {MESSAGE_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="mf-messages__emoji"
              aria-label={t('chat.addEmoji', { emoji })}
              onClick={() => addEmoji(emoji)}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className="mf-messages__composer-row">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={picking}
          aria-label={t('chat.emojis')}
          onClick={() => setPicking((open) => !open)}
          data-testid="emoji-toggle"
        >
          😀
        </Button>
        <label htmlFor={id} className="cerca-visually-hidden">
          {t('chat.composer')}
        </label>
        <textarea
          id={id}
          ref={box}
          rows={1}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('chat.composer')}
          aria-describedby={hintId}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value.trim() !== '') onTyping();
          }}
          onKeyDown={(event) => {
            const { key, shiftKey, nativeEvent } = event;
            if (!sendsOnKey({ key, shiftKey, isComposing: nativeEvent.isComposing })) return;
            event.preventDefault();
            submit();
          }}
          data-testid="composer-input"
        />
        <Button type="submit" disabled={content === null} data-testid="composer-send">
          {t('chat.send')}
        </Button>
      </div>
      <p id={hintId} className="cerca-visually-hidden">
        {t('chat.composerHint')}
      </p>
    </form>
  );
}
