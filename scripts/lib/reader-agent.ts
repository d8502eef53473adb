/**
 * What the bench's and the load test's readers call themselves: a browser. Node's own fetch says "node",
 * which the server counts as a crawler and holds to a crawler's share of renders (ADR 0059); these
 * scripts measure readers. A crawler's row would send a crawler's name.
 */
export const READER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
