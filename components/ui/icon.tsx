import type { CSSProperties } from 'react';
import { iconPaths } from './icon-paths';

export type IconName = keyof typeof iconPaths;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  style?: CSSProperties;
  /** Mirror in RTL (arrows that point "back"). */
  flip?: boolean;
}

/** Decorative SVG icon; the surrounding control carries the accessible name. */
export function Icon({ name, size = 24, className, style, flip }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      className={className}
      style={flip ? { transform: 'scaleX(-1)', ...style } : style}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
