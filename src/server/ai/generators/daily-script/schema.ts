export {
  dailyScriptOutputSchema,
  dailyScriptOutputSchema as outputSchema,
  type DailyScriptOutput,
} from '@shared/content-kinds';
