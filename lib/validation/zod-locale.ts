import { z } from 'zod';

// Zod's own messages (type mismatches and the like) in Persian, for every schema on both sides. Imported for its
// side effect by lib/validation/rules.ts and by the server's route wrapper.
z.config(z.locales.fa());
