import type { BusinessType, WebsitePlatform } from '@cerca/contracts/business';

/** Keys of businesses.json `business.platform`: Sitio web, Facebook, Instagram, Airbnb. */
export function websiteLabelKey(platform: WebsitePlatform | null): `business.platform.${WebsitePlatform}` {
  return `business.platform.${platform ?? 'website'}`;
}

/** Only http(s) addresses become links: a javascript: or data: one would run in this page. */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** tel: link of a phone as people type it ("33 3613 5712", "+52 (33) 3613-5712"). */
export function phoneHref(phone: string | null): string | null {
  const digits = phone?.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '') ?? '';
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** The second tab: Menú for restaurants and shops, Servicios for services (spec 01 §2). */
export function offerTabKey(businessType: BusinessType): 'menu.tab.menu' | 'menu.tab.services' {
  return businessType === 'services' ? 'menu.tab.services' : 'menu.tab.menu';
}
