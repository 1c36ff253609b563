import { useId } from 'react';
import classes from './Logo.module.css';

interface LogoProps {
  size?: number;
  withName?: boolean;
  /** Shows the name only from this breakpoint up (the mark alone below it). */
  nameFrom?: 'xs';
}

/**
 * The izoom mark (public/logo.svg, drawn inline: an SVG image would be a document of its own to load, lay out and
 * paint at every start) and name.
 */
export const Logo = ({ size = 32, withName = true, nameFrom }: LogoProps) => {
  // Each mark its own gradient: ids are page-wide, and a page may show two marks.
  const gradient = `izoom-logo-${useId().replace(/[^\w-]/g, '')}`;
  const named = withName && !nameFrom;
  return (
    <span className={classes.logo}>
      <svg
        className={classes.mark}
        viewBox="0 0 64 64"
        width={size}
        height={size}
        role={named ? undefined : 'img'}
        aria-label={named ? undefined : 'izoom'}
        aria-hidden={named || undefined}
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4dabf7" />
            <stop offset="1" stopColor="#7048e8" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
        <rect
          x="10"
          y="10"
          width="44"
          height="44"
          rx="6"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.45"
          strokeWidth="3"
        />
        <rect
          x="19"
          y="19"
          width="26"
          height="26"
          rx="4"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.75"
          strokeWidth="3"
        />
        <rect x="27" y="27" width="10" height="10" rx="2" fill="#fff" />
      </svg>
      {withName && (
        <span
          className={nameFrom ? `${classes.name} mantine-visible-from-${nameFrom}` : classes.name}
          style={{ fontSize: size * 0.7 }}
          aria-hidden={nameFrom ? true : undefined}
        >
          izoom
        </span>
      )}
    </span>
  );
};
