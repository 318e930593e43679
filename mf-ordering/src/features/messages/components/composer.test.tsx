import { MESSAGE_EMOJIS } from '@cerca/contracts/messages';
import { renderWithProviders, screen } from '@cerca/remote-kit/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

function renderComposer() {
  const onSend = vi.fn<(content: string) => void>();
  const onTyping = vi.fn<() => void>();
  const rendered = renderWithProviders(<Composer onSend={onSend} onTyping={onTyping} />);
  return {
    ...rendered,
    onSend,
    onTyping,
    box: screen.getByRole('textbox', { name: 'Escribe un mensaje' }),
    send: screen.getByRole('button', { name: 'Enviar' }),
  };
}

describe('the message composer', () => {
  it('sends what the person typed with Enter, trimmed, and empties the box for the next one', async () => {
    const { user, box, onSend } = renderComposer();
    await user.type(box, '  Hola, ¿sigue abierto?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hola, ¿sigue abierto?');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    const { user, box, onSend, send } = renderComposer();
    await user.type(box, 'Primera línea{Shift>}{Enter}{/Shift}segunda');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Primera línea\nsegunda');
    await user.click(send);
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Primera línea\nsegunda');
  });

  it('cannot send blanks: the button stays disabled and Enter does nothing', async () => {
    const { user, box, onSend, onTyping, send } = renderComposer();
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    // Blanks are not typing either: the other person is not told.
    expect(onTyping).not.toHaveBeenCalled();
  });

  it('tells the other person on each keystroke that counts', async () => {
    const { user, box, onTyping } = renderComposer();
    await user.type(box, 'Ok');
    expect(onTyping).toHaveBeenCalledTimes(2);
  });

  it('offers the 16 emojis and puts the chosen one where the caret was', async () => {
    const { user, box, onSend } = renderComposer();
    await user.type(box, 'Gracias');
    const toggle = screen.getByRole('button', { name: 'Emojis' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const picker = screen.getByRole('group', { name: 'Emojis' });
    expect(picker.querySelectorAll('button')).toHaveLength(MESSAGE_EMOJIS.length);

    // The caret after "Gracias": the emoji lands there and the picker closes.
    box.focus();
    (box as HTMLTextAreaElement).setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: `Agregar ${MESSAGE_EMOJIS[0]}` }));
    expect(box).toHaveValue(`Gracias${MESSAGE_EMOJIS[0]}`);
    expect(screen.queryByRole('group', { name: 'Emojis' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith(`Gracias${MESSAGE_EMOJIS[0]}`);
  });
});
