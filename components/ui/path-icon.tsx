import type { CSSProperties } from 'react';

export interface PathIconProps {
  /** SVG path data on a 24 × 24 grid */
  paths: readonly string[];
  size?: number;
  className?: string;
  style?: CSSProperties;
  /** Mirror in RTL (arrows that point "back"). */
  flip?: boolean;
}

/**
 * Decorative SVG icon from its path data; the surrounding control carries the accessible name. Client islands
 * use it with the few paths they need (shell-icon-paths.ts); everything else uses `Icon` by name.
 */
export function PathIcon({ paths, size = 24, className, style, flip }: PathIconProps) {
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
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
