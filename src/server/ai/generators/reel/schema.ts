export { reelOutputSchema, reelOutputSchema as outputSchema, type ReelOutput } from '@shared/content-kinds';
