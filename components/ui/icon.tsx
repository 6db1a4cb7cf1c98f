import { iconPaths } from './icon-paths';
import { PathIcon, type PathIconProps } from './path-icon';

export type IconName = keyof typeof iconPaths;

/** Decorative SVG icon by name; the surrounding control carries the accessible name. */
export function Icon({ name, ...rest }: Omit<PathIconProps, 'paths'> & { name: IconName }) {
  return <PathIcon paths={iconPaths[name]} {...rest} />;
}
