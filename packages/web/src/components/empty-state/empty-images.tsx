import type { ReactElement } from 'react';

/** Empty-state image types (spec section 2). */
export const EMPTY_TYPES = ['delete', 'blank', 'confirm', 'send'] as const;
/** One empty-state image type. */
export type EmptyType = (typeof EMPTY_TYPES)[number];

const GREY = '#d9d9d9';
const LIGHT = '#f0f0f0';
const BLUE = '#1677ff';

const ground = <ellipse cx="60" cy="92" rx="44" ry="6" fill={LIGHT} />;

/** Hand-drawn inline SVG illustrations, 120 × 100, one per type. */
export const EMPTY_IMAGES: Record<EmptyType, ReactElement> = {
  delete: (
    <>
      {ground}
      <rect x="38" y="30" width="44" height="56" rx="4" fill={LIGHT} stroke={GREY} strokeWidth="2" />
      <rect x="32" y="22" width="56" height="8" rx="3" fill={GREY} />
      <rect x="52" y="14" width="16" height="8" rx="2" fill="none" stroke={GREY} strokeWidth="2" />
      <path d="M50 40v36M60 40v36M70 40v36" stroke={GREY} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  blank: (
    <>
      {ground}
      <path d="M24 52l12-24h48l12 24v32H24z" fill={LIGHT} stroke={GREY} strokeWidth="2" />
      <path d="M24 52h24a12 8 0 0 0 24 0h24" fill="none" stroke={GREY} strokeWidth="2" />
    </>
  ),
  confirm: (
    <>
      {ground}
      <path d="M36 12h36l14 14v60H36z" fill={LIGHT} stroke={GREY} strokeWidth="2" />
      <path d="M72 12v14h14" fill="none" stroke={GREY} strokeWidth="2" />
      <circle cx="61" cy="56" r="16" fill="#fff" stroke={BLUE} strokeWidth="3" />
      <path d="M53 56l6 6 11-12" fill="none" stroke={BLUE} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  send: (
    <>
      {ground}
      <path d="M16 50L100 16 84 84 58 66z" fill={LIGHT} stroke={GREY} strokeWidth="2" strokeLinejoin="round" />
      <path d="M100 16L58 66v18l10-12" fill="none" stroke={BLUE} strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
};
