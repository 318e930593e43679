// Placeholder artwork drawn as SVG: a diagonal gradient in a colour with big initials and a
// caption. Used for the static category images and (rasterised to WebP by sharp) demo photos.

export interface ArtOptions {
  width: number;
  height: number;
  /** '#RRGGBB' */
  color: string;
  /** Big text in the middle, usually initials. */
  title: string;
  /** Smaller line under it. */
  caption?: string;
  /** Varies the gradient angle and the decorative circles. */
  variant?: number;
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two initials of the significant words: 'Tacos El Güero' → 'TG'. */
export function initials(name: string): string {
  const skip = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'en']);
  const words = name.split(/\s+/).filter((w) => w && !skip.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** Splits a caption into at most two lines that fit `width`, shrinking the font when needed. */
function wrap(text: string, width: number, maxSize: number): { lines: string[]; size: number } {
  // DejaVu Sans averages ~0.6 em per character; keep a 10 % margin on each side.
  const fits = (line: string, size: number) => line.length * size * 0.6 <= width * 0.8;
  for (let size = maxSize; size >= 10; size -= 2) {
    if (fits(text, size)) return { lines: [text], size };
    const words = text.split(' ');
    for (let cut = Math.ceil(words.length / 2); cut < words.length; cut++) {
      const a = words.slice(0, cut).join(' ');
      const b = words.slice(cut).join(' ');
      if (fits(a, size) && fits(b, size)) return { lines: [a, b], size };
    }
  }
  return { lines: [text], size: 10 };
}

export function artSvg({ width, height, color, title, caption, variant = 0 }: ArtOptions): string {
  const light = shade(color, 0.35);
  const dark = shade(color, -0.35);
  const angle = (variant * 37) % 180;
  const short = Math.min(width, height);
  const titleSize = Math.round(short * (title.length > 3 ? 0.2 : 0.36));
  const captionLines = caption ? wrap(caption, width, Math.round(short * 0.075)) : { lines: [], size: 0 };
  const captionSize = captionLines.size;
  const cx1 = Math.round(width * (0.15 + ((variant * 13) % 30) / 100));
  const cx2 = Math.round(width * (0.75 + ((variant * 7) % 20) / 100));
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
  const titleY = caption ? Math.round(height * 0.5) : Math.round(height * 0.5 + titleSize * 0.35);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${cx1}" cy="${Math.round(height * 0.2)}" r="${Math.round(short * 0.35)}" fill="#fff" fill-opacity=".08"/>`,
    `<circle cx="${cx2}" cy="${Math.round(height * 0.9)}" r="${Math.round(short * 0.45)}" fill="#000" fill-opacity=".07"/>`,
    `<text x="50%" y="${titleY}" text-anchor="middle" font-family="${font}" font-weight="bold" font-size="${titleSize}" fill="#fff">${escapeXml(title)}</text>`,
    ...captionLines.lines.map(
      (line, n) =>
        `<text x="50%" y="${Math.round(height * 0.5 + captionSize * (2.2 + n * 1.3))}" text-anchor="middle" font-family="${font}" font-size="${captionSize}" fill="#fff" fill-opacity=".92">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
