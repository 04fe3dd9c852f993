/**
 * How the SPA names the workspace it acts on; the server checks the membership on every request.
 * A module of its own: every page's first script sends it, and the rest of the team's rules (team.ts)
 * need not come with it.
 */
export const WORKSPACE_HEADER = 'x-pautei-workspace';
