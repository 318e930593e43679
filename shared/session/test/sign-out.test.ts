import { describe, expect, it } from 'vitest';
import { clearLocalState } from '../src/sign-out';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('clearLocalState', () => {
  it('removes country, city, user type, the partner form and every sb- key, and keeps the onboarding flag', () => {
    const storage = new MemoryStorage();
    storage.setItem('selectedCountry', 'mx');
    storage.setItem('selectedCity', 'gdl');
    storage.setItem('userType', 'business');
    storage.setItem('sb-cerca-auth-token', '{}');
    storage.setItem('sb-cerca-auth-token-code-verifier', 'x');
    storage.setItem('partnerFormData', '{"whatsapp":"951 567 9054"}');
    storage.setItem('hasSeenOnboarding', 'true');
    clearLocalState(storage);
    expect([...Array(storage.length).keys()].map((i) => storage.key(i))).toEqual(['hasSeenOnboarding']);
  });
});
