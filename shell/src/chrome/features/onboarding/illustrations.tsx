import type { ReactNode } from 'react';

/**
 * The six onboarding pictures, drawn inline (no network): a map, a phone with stories, a
 * delivery bag, a house under the moon, a review with a chat bubble, and Cerca's pin.
 * Decorative: the slide's heading says what each one shows.
 */
const frame = (children: ReactNode) => (
  <svg
    viewBox="0 0 240 200"
    width="240"
    height="200"
    aria-hidden="true"
    focusable="false"
    className="cerca-onboarding__art"
  >
    <circle cx="120" cy="100" r="92" fill="var(--slide-soft)" />
    {children}
  </svg>
);

const MapArt = () =>
  frame(
    <>
      <path
        d="M48 62l44-16 56 16 44-16v96l-44 16-56-16-44 16Z"
        fill="#fff"
        stroke="var(--slide-ink)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M92 46v96M148 62v96" stroke="var(--slide-ink)" strokeWidth="4" opacity=".25" />
      <path
        d="M60 118c30-10 50 8 76-6s36-24 48-20"
        fill="none"
        stroke="var(--slide-main)"
        strokeWidth="5"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <path
        d="M120 42c-15 0-26 11-26 25 0 19 26 41 26 41s26-22 26-41c0-14-11-25-26-25Z"
        fill="var(--slide-main)"
      />
      <circle cx="120" cy="67" r="9" fill="#fff" />
    </>,
  );

const StoriesArt = () =>
  frame(
    <>
      <rect
        x="80"
        y="28"
        width="80"
        height="148"
        rx="14"
        fill="#fff"
        stroke="var(--slide-ink)"
        strokeWidth="4"
      />
      {[96, 120, 144].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="54" r="10" fill="none" stroke="var(--slide-main)" strokeWidth="3" />
          <circle cx={cx} cy="54" r="6" fill="var(--slide-soft)" />
        </g>
      ))}
      <rect x="90" y="74" width="60" height="52" rx="6" fill="var(--slide-soft)" />
      <path d="M96 118l14-18 10 12 8-8 16 14Z" fill="var(--slide-main)" />
      <path d="M96 140c4-6 12-6 14 0 2-6 10-6 14 0-4 8-14 12-14 12s-10-4-14-12Z" fill="var(--slide-main)" />
      <rect x="118" y="138" width="30" height="6" rx="3" fill="var(--slide-ink)" opacity=".2" />
    </>,
  );

const DeliveryArt = () =>
  frame(
    <>
      <path
        d="M78 70h84l-8 96H86Z"
        fill="#fff"
        stroke="var(--slide-ink)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M100 70c0-16 9-26 20-26s20 10 20 26" fill="none" stroke="var(--slide-ink)" strokeWidth="4" />
      <circle cx="120" cy="116" r="20" fill="var(--slide-main)" />
      <path
        d="M111 116l6 6 12-12"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M30 150h30M38 136h22M46 164h14"
        stroke="var(--slide-main)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>,
  );

const StayArt = () =>
  frame(
    <>
      <circle cx="170" cy="52" r="16" fill="var(--slide-main)" />
      <circle cx="178" cy="46" r="14" fill="var(--slide-soft)" />
      <path
        d="M62 112l58-50 58 50"
        fill="none"
        stroke="var(--slide-ink)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M76 102v62h88v-62"
        fill="#fff"
        stroke="var(--slide-ink)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="108" y="126" width="24" height="38" rx="3" fill="var(--slide-main)" />
      <rect
        x="86"
        y="114"
        width="16"
        height="16"
        rx="2"
        fill="var(--slide-soft)"
        stroke="var(--slide-ink)"
        strokeWidth="3"
      />
      <rect
        x="138"
        y="114"
        width="16"
        height="16"
        rx="2"
        fill="var(--slide-soft)"
        stroke="var(--slide-ink)"
        strokeWidth="3"
      />
    </>,
  );

const ReviewsArt = () =>
  frame(
    <>
      <rect
        x="44"
        y="48"
        width="112"
        height="72"
        rx="12"
        fill="#fff"
        stroke="var(--slide-ink)"
        strokeWidth="4"
      />
      {[64, 86, 108, 130].map((x) => (
        <path key={x} d={`M${x} 72l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1Z`} fill="var(--slide-main)" />
      ))}
      <rect x="60" y="98" width="64" height="6" rx="3" fill="var(--slide-ink)" opacity=".2" />
      <path
        d="M118 112h64a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10h-40l-16 14v-14h-8a10 10 0 0 1-10-10v-30a10 10 0 0 1 10-10Z"
        fill="var(--slide-main)"
      />
      <circle cx="136" cy="137" r="4" fill="#fff" />
      <circle cx="150" cy="137" r="4" fill="#fff" />
      <circle cx="164" cy="137" r="4" fill="#fff" />
    </>,
  );

const CercaArt = () =>
  frame(
    <>
      <path
        d="M120 34c-27 0-48 21-48 47 0 36 48 77 48 77s48-41 48-77c0-26-21-47-48-47Z"
        fill="var(--slide-main)"
      />
      <circle cx="120" cy="80" r="18" fill="#fff" />
      {[
        [50, 60, '#f5a623'],
        [190, 70, '#00796b'],
        [60, 150, '#1d4ed8'],
        [182, 146, '#f5a623'],
        [120, 180, '#00796b'],
      ].map(([x, y, color]) => (
        <rect
          key={`${x}-${y}`}
          x={x as number}
          y={y as number}
          width="10"
          height="10"
          rx="2"
          fill={color as string}
          transform={`rotate(30 ${x} ${y})`}
        />
      ))}
    </>,
  );

export const SLIDE_ART = [MapArt, StoriesArt, DeliveryArt, StayArt, ReviewsArt, CercaArt];

/** Each slide's colours: the product's rosa, then partners' moods, then rosa again. */
export const SLIDE_THEMES = [
  { main: '#1967d2', soft: '#e3eefd', ink: '#1f1a17' },
  { main: '#c13584', soft: '#fbe6f1', ink: '#1f1a17' },
  { main: '#0a7a3b', soft: '#e2f6ea', ink: '#1f1a17' },
  { main: '#d70466', soft: '#fde6eb', ink: '#1f1a17' },
  { main: '#d32323', soft: '#fbe4e4', ink: '#1f1a17' },
  { main: '#c2185b', soft: '#fde7f0', ink: '#1f1a17' },
];
