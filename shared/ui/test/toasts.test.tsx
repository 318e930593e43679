import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUCCESS_TOAST_DURATION_MS, Toasts, toast } from '../src/index';

// toast() loads sonner with the first toast and <Toasts> mounts its Toaster then; the toast asked
// for before the Toaster subscribed still shows, in its live region, ids are known at once, and
// dismiss works.
describe('toasts', () => {
  it('mount the Toaster only once a toast is asked for, and show that first toast', async () => {
    const { container } = render(<Toasts />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    toast.success('Guardado');
    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    expect(container.querySelector('section[aria-live]')).not.toBeNull();
  });

  it('replace a loading toast through the id it gave at once', async () => {
    render(<Toasts />);
    const id = toast.loading('Guardando…');
    toast.success('Listo', { id });
    expect(await screen.findByText('Listo')).toBeInTheDocument();
    expect(screen.queryByText('Guardando…')).toBeNull();
  });

  it('last 2 s for a success and the Toaster default (4 s) otherwise, unless a duration is given', async () => {
    render(<Toasts />);
    const saved = toast.success('Guardado otra vez');
    const failed = toast.error('Falló');
    const slow = toast.success('Despacio', { duration: 9000 });
    await screen.findByText('Despacio');
    const { toast: sonner } = await import('sonner');
    const duration = (id: string | number) => {
      const shown = sonner.getToasts().find((candidate) => candidate.id === id);
      return !shown || 'dismiss' in shown ? 'missing' : shown.duration;
    };
    expect(duration(saved)).toBe(SUCCESS_TOAST_DURATION_MS);
    expect(duration(failed)).toBeUndefined();
    expect(duration(slow)).toBe(9000);
  });

  it('dismiss every toast', async () => {
    render(<Toasts />);
    toast.error('No se pudo guardar');
    expect(await screen.findByText('No se pudo guardar')).toBeInTheDocument();
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('No se pudo guardar')).toBeNull());
  });
});
