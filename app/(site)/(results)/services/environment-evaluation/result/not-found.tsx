import { EnvironmentNotFound } from '@/features/environment/components/environment-not-found';

/** An unknown or malformed uuid: the service's own message, sent with status 404. */
export default function ResultNotFound() {
  return <EnvironmentNotFound />;
}
