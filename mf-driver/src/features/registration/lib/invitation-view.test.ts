import { ApiError } from '@cerca/session';
import { describe, expect, it } from 'vitest';
import { cityLabel, invitationFailure, invitationTokenFrom, withoutInvitationToken } from './invitation-view';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('invitationTokenFrom', () => {
  it('reads the mail link’s secret and ignores anything else', () => {
    expect(invitationTokenFrom(new URLSearchParams(`invitacion=${TOKEN}`))).toBe(TOKEN);
    expect(invitationTokenFrom(new URLSearchParams(''))).toBeNull();
    expect(invitationTokenFrom(new URLSearchParams('invitacion=corto'))).toBeNull();
    expect(
      invitationTokenFrom(new URLSearchParams('invitacion=<script>alert(1)</script>xxxxxxxxxx')),
    ).toBeNull();
  });
  it('drops it from the address, keeping the rest', () => {
    expect(withoutInvitationToken(new URLSearchParams(`a=1&invitacion=${TOKEN}`)).toString()).toBe('a=1');
  });
});

describe('cityLabel', () => {
  it('names the city with its state', () => {
    expect(cityLabel({ name: 'Guadalajara', state: 'Jalisco' })).toBe('Guadalajara, Jalisco');
    expect(cityLabel({ name: 'Oaxaca', state: '' })).toBe('Oaxaca');
  });
});

describe('invitationFailure', () => {
  it("shows the server's Spanish refusal, else the generic error", () => {
    expect(
      invitationFailure(new ApiError(409, 'driver_other_city', 'Ya eres repartidor en otra ciudad.')),
    ).toEqual({
      key: 'server',
      message: 'Ya eres repartidor en otra ciudad.',
    });
    expect(invitationFailure(new ApiError(500, 'internal', 'x'))).toEqual({ key: 'answerError' });
    expect(invitationFailure(new Error('boom'))).toEqual({ key: 'answerError' });
  });
});
