/** The id of the JSON block in which the server puts the answer a page was drawn from (server-data.ts). */
export const SERVER_DATA_ID = 'pautei-server-data';
