// Query keys of the environment (neighbourhood) evaluation feature (architecture rule 5).
export const environmentKeys = {
  all: ['environment'] as const,
  result: (uuid: string) => [...environmentKeys.all, 'result', uuid] as const,
  geo: (lat: number, lng: number) => [...environmentKeys.all, 'geo', lat.toFixed(5), lng.toFixed(5)] as const,
};
