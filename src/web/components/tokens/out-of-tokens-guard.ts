/** Alias of out-of-tokens.tsx under the name the generator screens import. */
export { OutOfTokensCard, OutOfTokensGuard, daysText } from './out-of-tokens';
