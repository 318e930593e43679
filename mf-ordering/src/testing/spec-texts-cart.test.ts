import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/cart.json';

// Issue 10 (cart and cash order): the spec's "Debes iniciar sesión para …" pattern (02 §5) and
// cash on delivery, as the issue words it.
describe('cart texts', () => {
  it('asks visitors to sign in, in the spec pattern', () => {
    expect(texts.cart.signIn).toBe('Debes iniciar sesión para hacer un pedido');
  });

  it('states cash on delivery', () => {
    expect(texts.cart.checkout.payment).toBe('Pago en efectivo al recibir');
  });
});
