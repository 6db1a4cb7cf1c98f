import type { ComponentType } from 'react';

/**
 * A next/dynamic loader for a lazily loaded island (a dialog, the signed-in header) that brings its own
 * AppProviders: the island's chunk carries MUI and React Query, the page that hosts it does not.
 */
export function withProviders<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./app-providers')]).then(([Island, { AppProviders }]) => {
      function WithProviders(props: P) {
        return (
          <AppProviders>
            <Island {...props} />
          </AppProviders>
        );
      }
      return WithProviders;
    });
}
