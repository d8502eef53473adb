/**
 * What npm run seed:load, npm run bench and npm run load share: a throwaway PostgreSQL database on a server
 * (created and dropped by name), a set-based seed of a realistic community (members, posts, comments and
 * likes drawn from the guide topics, with a long tail of popular posts and active members), every
 * counter computed in bulk and checked against a recount, a free port, and the compiled server.
 */
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../server/db/database";
import { ANSWER_KARMA } from "../../common/answers";

export interface SeedCounts {
  users: number;
  posts: number;
  comments: number;
  likes: number;
}

export const DEFAULT_SEED_COUNTS: SeedCounts = { users: 10_000, posts: 100_000, comments: 500_000, likes: 1_000_000 };

/** Seeded members' addresses end with this (a reserved domain): the seed tells them from real members. */
export const SEED_EMAIL_DOMAIN = "seed.invalid";

/** The compiled server that `npm run build` writes and `npm run serve` starts. */
export const serverEntry = fileURLToPath(new URL("../../build/app-server/index.js", import.meta.url));

/** Runs one statement on `serverUrl`'s maintenance database (CREATE DATABASE, DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs one SQL statement (no parameters) on one connection; temporary tables live as long as it does. */
export type SqlRunner = (statement: string) => Promise<Record<string, unknown>[]>;

/** One connection to the database named by `DATABASE_URL` or kept in `DATA_DIR` (migrated first). */
export async function openSeedConnection(
  target: { databaseUrl: string } | { dataDir: string } | { inMemory: true },
): Promise<{ run: SqlRunner; close: () => Promise<void>; kind: "postgres" | "pglite" }> {
  const database = await openDatabase(target); // applies the migrations
  if (!("databaseUrl" in target)) {
    // PGlite is one connection: what the driver runs, it runs on it.
    const run: SqlRunner = async (statement) => (await database.db.execute(sql.raw(statement))).rows;
    return { run, close: () => database.close(), kind: "pglite" };
  }
  await database.close();
  const client = new pg.Client({ connectionString: target.databaseUrl });
  client.on("error", () => {}); // a failed statement is reported by its query
  await client.connect();
  await client.query("SET statement_timeout = 0");
  return {
    run: async (statement) => (await client.query(statement)).rows as Record<string, unknown>[],
    close: () => client.end(),
    kind: "postgres",
  };
}

// ── What the community talks about: the guides' topics, where, and how people ask and answer ────────

const TOPICS: [category: string, subject: string][] = [
  ["legal", "getting a PPS number"],
  ["legal", "IRP registration at Burgh Quay"],
  ["legal", "renewing my IRP card online"],
  ["legal", "a Stamp 2 student permission"],
  ["legal", "moving from Stamp 2 to Stamp 1G"],
  ["legal", "the Critical Skills employment permit"],
  ["legal", "a Garda vetting form"],
  ["legal", "exchanging a foreign driving licence at the NDLS"],
  ["housing", "finding accommodation in the city centre"],
  ["housing", "a deposit the landlord will not return"],
  ["housing", "registering a tenancy with the RTB"],
  ["housing", "a house share on Daft"],
  ["housing", "a rental scam asking for money before a viewing"],
  ["housing", "HAP and the rent supplement"],
  ["housing", "breaking a lease early"],
  ["housing", "student accommodation near campus"],
  ["education", "SUSI grants for non-EU students"],
  ["education", "college fees and payment plans"],
  ["education", "getting a degree recognised by QQI"],
  ["education", "English language schools"],
  ["education", "a PhD stipend and tax"],
  ["healthcare", "registering with a GP"],
  ["healthcare", "the medical card"],
  ["healthcare", "private health insurance for students"],
  ["healthcare", "going to A&E at night"],
  ["healthcare", "a prescription from home"],
  ["healthcare", "the Drugs Payment Scheme"],
  ["transport", "a Leap card"],
  ["transport", "the Student Leap card"],
  ["transport", "Dublin Bus routes"],
  ["transport", "the Luas and the DART"],
  ["transport", "Irish Rail between cities"],
  ["transport", "Bus Éireann and airport coaches"],
  ["transport", "cycling and the bike-to-work scheme"],
  ["jobs", "emergency tax on my first payslip"],
  ["jobs", "Revenue myAccount"],
  ["jobs", "part-time work hours on Stamp 2"],
  ["jobs", "a CV for Irish employers"],
  ["jobs", "the minimum wage"],
  ["jobs", "USC and PRSI deductions"],
  ["jobs", "a P60 and tax refunds"],
  ["general", "opening a bank account"],
  ["general", "a proof of address letter"],
  ["general", "a mobile SIM and phone plans"],
  ["general", "broadband providers"],
  ["general", "an ESB electricity bill"],
  ["general", "An Post and parcels from home"],
  ["general", "the Citizens Information office"],
  ["social", "meeting people after moving"],
  ["social", "GAA clubs for beginners"],
  ["social", "volunteering and community groups"],
  ["social", "the weather and what to wear"],
];

const PLACES = [
  "Dublin",
  "Cork",
  "Galway",
  "Limerick",
  "Waterford",
  "Maynooth",
  "Kilkenny",
  "Sligo",
  "Athlone",
  "Drogheda",
  "Dundalk",
  "Bray",
  "Swords",
  "Letterkenny",
  "Tralee",
  "Ennis",
];

const TITLES = [
  "How long does {t} take in {c}?",
  "Anyone dealt with {t} recently?",
  "Question about {t}",
  "Help: a problem with {t}",
  "Tips for {t} as a newcomer",
  "Is {t} different outside {c}?",
  "First week in {c}: {t}",
  "What documents do I need for {t}?",
  "My experience with {t} in {c}",
  "Confused about {t}",
  "Best way to handle {t}?",
  "Update on {t} (it worked!)",
  "Cheapest option for {t} in {c}",
  "{c}: who can help with {t}?",
  "Still waiting on {t}, normal?",
  "Checklist for {t}",
  "Mistakes I made with {t}",
  "Do I really need {t}?",
];

const SENTENCES = [
  "I moved to {c} a few weeks ago and I am still sorting out {t}.",
  "The official page explains the basics, but not what happens when something goes wrong.",
  "I booked an appointment online and the earliest slot was three weeks away.",
  "My landlord says it is not his problem, which does not sound right to me.",
  "A friend in {c} told me it took her about ten days.",
  "I have my passport, my college letter and a bank statement ready.",
  "Does anyone know if a utility bill in my name is needed?",
  "The office in {c} was closed when I went on a Friday afternoon.",
  "I called twice and was told two different things.",
  "I am on a student permission, so I want to be careful about my hours.",
  "Everything is more expensive than I expected, especially in {c}.",
  "The form asks for an Eircode, and I am not sure which one to use.",
  "I read the Citizens Information page but it did not answer this.",
  "My employer put me on emergency tax until this is sorted.",
  "I tried the website on my phone and it kept timing out.",
  "Is there a way to do this without a proof of address?",
  "I would be grateful for any advice from people who went through it.",
  "I am arriving in September with my partner and two children.",
  "We looked at six places last weekend and got no replies.",
  "The queue at the office started before eight in the morning.",
  "I paid a deposit and the first month of rent by bank transfer.",
  "I do not want to get this wrong and lose my appointment.",
  "In my country this takes a day, so the wait surprised me.",
  "The bus from the airport to {c} was easier than I thought.",
  "I am a PhD student and my stipend arrives at the end of the month.",
  "My GP asked for my medical records from home, translated.",
  "Thanks in advance, this forum has been a great help so far.",
  "Edit: I found part of the answer on the guide page for {t}.",
  "Should I contact the college international office first?",
  "I heard the rules changed this year, is that true?",
];

const REPLIES = [
  "Same thing happened to me in {c}, it was sorted within two weeks.",
  "Bring every document you have, even the ones they do not ask for.",
  "Check the guide page on {t}, it links the official form.",
  "Email them rather than calling, you get a written answer.",
  "You are entitled to it, do not let them tell you otherwise.",
  "I would contact Threshold about the deposit, they were very helpful.",
  "It took me a month but it did come through in the end.",
  "Try booking at midnight, new slots appear then.",
  "Your college international office can give you a letter for that.",
  "That sounds like a scam, never pay before a viewing.",
  "The Revenue chat is quicker than the phone line.",
  "Good luck! It gets easier once the paperwork is done.",
  "I had the same question last year, the answer is yes.",
  "You can do most of it online through MyGovID now.",
  "Ask for a receipt and keep copies of everything.",
  "Walk-ins were possible in {c} when I went, but go early.",
  "A bank statement with your Irish address worked for me.",
  "Not normal, I would follow up with a complaint.",
  "Thanks for posting the update, this helps others.",
  "The student Leap card pays for itself within a month.",
  "Citizens Information in {c} sorted this for me in one visit.",
  "Your employer should fix the emergency tax once your PPS number is registered.",
];

const NAMES = [
  "aoife",
  "siobhan",
  "niamh",
  "ciara",
  "padraig",
  "cian",
  "oisin",
  "sean",
  "priya",
  "arjun",
  "mei",
  "wei",
  "lucas",
  "gabriela",
  "mateus",
  "fatima",
  "omar",
  "yusuf",
  "ana",
  "marta",
  "tomasz",
  "kasia",
  "diego",
  "sofia",
  "kenji",
  "yuki",
  "amara",
  "chidi",
  "lena",
  "jonas",
  "ines",
  "rahul",
];

/** A rare word in about one post in 500 (the benchmark's "rare word" search). */
export const RARE_WORD = "ombudsman";

/** Short words PostgreSQL's English search ignores or every post has: no use as a search term. */
const NOT_SEARCH_TERMS = new Set([
  ..."about after again also before been between does from have into just more most once only over same".split(" "),
  ..."should some such than that them then there they this through until very want were what when where".split(" "),
  ..."which while will with would your".split(" "),
]);

/**
 * Every word of four letters or more that the seed writes into titles, bodies and comments (topics,
 * places, sentences, replies), lower case, without stop words: what `npm run bench` searches for at random.
 */
export function seededWords(): string[] {
  const texts = [...TOPICS.map(([, subject]) => subject), ...PLACES, ...TITLES, ...SENTENCES, ...REPLIES, RARE_WORD];
  const words = texts
    .join(" ")
    .replace(/\{[tc]\}/g, " ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4 && !NOT_SEARCH_TERMS.has(word));
  return [...new Set(words)].sort();
}

/**
 * A typo a reader makes in `word` (five letters or more): two neighbouring letters swapped, or one
 * dropped, at a place that depends on the word (the same typo every run).
 */
export function typoOf(word: string): string {
  const at = 1 + ((word.length * 7) % (word.length - 2));
  return word.length % 2 === 0
    ? word.slice(0, at) + word[at + 1]! + word[at]! + word.slice(at + 2)
    : word.slice(0, at) + word.slice(at + 1);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const rows = (values: string[][]) => values.map((row) => `(${row.join(", ")})`).join(",\n");

export interface SeedProgress {
  step: string;
  done: number;
  total: number;
}

/**
 * Fills the database behind `run` (one connection) with `counts` rows, set-based (INSERT … SELECT over
 * generate_series, in chunks for progress), triggers off while loading; then computes every counter,
 * karma and total in bulk, and VACUUM ANALYZE. The seeded members' addresses end in @seed.invalid.
 */
export async function seedCommunity(
  run: SqlRunner,
  counts: SeedCounts,
  onProgress: (progress: SeedProgress) => void = () => {},
): Promise<void> {
  const U = Math.max(1, Math.round(counts.users));
  const P = Math.max(0, Math.round(counts.posts));
  const C = P > 0 ? Math.max(0, Math.round(counts.comments)) : 0;
  const postLikes = P > 0 ? Math.round(counts.likes * 0.7) : 0;
  const commentLikes = C > 0 ? Math.round(counts.likes) - postLikes : 0;
  const weights = { users: U, posts: P * 3, comments: C, likes: (postLikes + commentLikes) / 2, counters: (P + C) / 2 };
  const total = Object.values(weights).reduce((a, b) => a + b, 0) + (P + C) / 2;
  let done = 0;
  const report = (step: string) => onProgress({ step, done: Math.min(done, total), total });
  /** Runs `chunk(lo, hi)` over 1..n in chunks of `size`, reporting progress by `weight` per row. */
  const chunked = async (
    step: string,
    n: number,
    size: number,
    weight: number,
    chunk: (lo: number, hi: number) => string,
  ) => {
    for (let lo = 1; lo <= n; lo += size) {
      const hi = Math.min(n, lo + size - 1);
      await run(chunk(lo, hi));
      done += (hi - lo + 1) * weight;
      report(step);
    }
  };
  report("starting");

  const [{ previous }] = (await run(
    `SELECT count(*)::int AS previous FROM users WHERE email LIKE '%@${SEED_EMAIL_DOMAIN}'`,
  )) as [{ previous: number }];
  // A second seed in the same database gets names of its own.
  const tag = Number(previous) > 0 ? `_${Date.now().toString(36).slice(-4)}` : "";

  await run("SET session_replication_role = replica"); // triggers (counters, notifications, keys) off
  for (const statement of [
    "DROP TABLE IF EXISTS seed_topics, seed_places, seed_titles, seed_sentences, seed_replies, seed_names, seed_users, seed_posts, seed_popular, seed_comments",
    "CREATE TEMP TABLE seed_topics (i int PRIMARY KEY, category text, subject text)",
    `INSERT INTO seed_topics VALUES ${rows(TOPICS.map(([category, subject], i) => [String(i), literal(category), literal(subject)]))}`,
    "CREATE TEMP TABLE seed_places (i int PRIMARY KEY, name text)",
    `INSERT INTO seed_places VALUES ${rows(PLACES.map((name, i) => [String(i), literal(name)]))}`,
    "CREATE TEMP TABLE seed_titles (i int PRIMARY KEY, text text)",
    `INSERT INTO seed_titles VALUES ${rows(TITLES.map((text, i) => [String(i), literal(text)]))}`,
    "CREATE TEMP TABLE seed_sentences (i int PRIMARY KEY, text text)",
    `INSERT INTO seed_sentences VALUES ${rows(SENTENCES.map((text, i) => [String(i), literal(text)]))}`,
    "CREATE TEMP TABLE seed_replies (i int PRIMARY KEY, text text)",
    `INSERT INTO seed_replies VALUES ${rows(REPLIES.map((text, i) => [String(i), literal(text)]))}`,
    "CREATE TEMP TABLE seed_names (i int PRIMARY KEY, name text)",
    `INSERT INTO seed_names VALUES ${rows(NAMES.map((name, i) => [String(i), literal(name)]))}`,
    // Members: a long tail of activity (a few write much, most little), joined over three years.
    `CREATE TEMP TABLE seed_users AS
       SELECT g AS n, gen_random_uuid() AS id, now() - (random() * 1095) * interval '1 day' AS joined
       FROM generate_series(1, ${U}) g`,
    "CREATE UNIQUE INDEX ON seed_users (n)",
  ]) {
    await run(statement);
  }
  await chunked(
    "members",
    U,
    20_000,
    1,
    (lo, hi) => `
    INSERT INTO users (id, email, name, email_verified, created_at, updated_at)
    SELECT id, 'seed${tag}-' || n || '@${SEED_EMAIL_DOMAIN}', '', true, joined, joined
    FROM seed_users WHERE n BETWEEN ${lo} AND ${hi}`,
  );

  // Posts over two years, newest first; a title and a body of 2 to 6 sentences about one topic and place.
  await run(`
    CREATE TEMP TABLE seed_posts (
      g bigint PRIMARY KEY, id uuid NOT NULL, author_id uuid, created_at timestamptz, topic int, place int,
      template int, visible boolean)`);
  await chunked(
    "posts",
    P,
    20_000,
    3,
    (lo, hi) => `
    WITH picks AS MATERIALIZED (
      SELECT g, 1 + floor(${U} * power(random(), 2))::bigint AS author_n,
             floor(random() * ${TOPICS.length})::int AS topic, floor(random() * ${PLACES.length})::int AS place,
             floor(random() * ${TITLES.length})::int AS template
      FROM generate_series(${lo}::bigint, ${hi}) g
    ), made AS (
      INSERT INTO seed_posts
      SELECT picks.g, gen_random_uuid(), u.id,
             now() - (picks.g - 1) * (interval '730 days' / ${Math.max(P, 1)}) - random() * interval '10 minutes',
             topic, place, template, picks.g % 331 <> 0 OR picks.g <= 2
      FROM picks JOIN seed_users u ON u.n = picks.author_n
      RETURNING *
    )
    INSERT INTO posts (id, title, content, category, author_id, created_at, updated_at, is_pinned, visibility, moderation_reason)
    SELECT m.id,
           replace(replace(tt.text, '{t}', tp.subject), '{c}', pl.name),
           (SELECT string_agg(replace(replace(s.text, '{t}', tp.subject), '{c}', pl.name), ' ' ORDER BY k)
              FROM generate_series(1, 2 + (m.g % 5)::int) k
              JOIN seed_sentences s ON s.i = ((m.g * 37 + k * 101 + m.g / 13) % ${SENTENCES.length}))
             || CASE WHEN m.g % 500 = 7 THEN ' In the end I wrote to the ${RARE_WORD}.' ELSE '' END,
           tp.category, m.author_id, m.created_at, m.created_at, m.g <= 2,
           CASE WHEN m.visible THEN 'visible' ELSE 'hidden' END,
           CASE WHEN m.visible THEN NULL ELSE 'Off-topic' END
    FROM made m
    JOIN seed_topics tp ON tp.i = m.topic JOIN seed_places pl ON pl.i = m.place JOIN seed_titles tt ON tt.i = m.template`,
  );
  // Popularity: a random order of the visible posts; comments and likes favour the first (a long tail).
  await run(`CREATE TEMP TABLE seed_popular AS
    SELECT row_number() OVER (ORDER BY random()) AS n, id, author_id, created_at, topic, place FROM seed_posts WHERE visible`);
  await run("CREATE UNIQUE INDEX ON seed_popular (n)");
  const popular = Number(((await run("SELECT count(*)::int AS n FROM seed_popular")) as [{ n: number }])[0].n);

  if (popular > 0) {
    await chunked(
      "comments",
      C,
      50_000,
      1,
      (lo, hi) => `
      WITH picks AS MATERIALIZED (
        SELECT g, 1 + floor(${popular} * power(random(), 2))::bigint AS post_n,
               1 + floor(${U} * power(random(), 1.5))::bigint AS author_n, random() AS r
        FROM generate_series(${lo}::bigint, ${hi}) g
      )
      INSERT INTO comments (post_id, author_id, content, created_at, updated_at, visibility, moderation_reason)
      SELECT p.id, u.id,
             (SELECT string_agg(replace(replace(s.text, '{t}', tp.subject), '{c}', pl.name), ' ' ORDER BY k)
                FROM generate_series(1, 1 + (picks.g % 3)::int) k
                JOIN seed_replies s ON s.i = ((picks.g * 31 + k * 17 + picks.g / 7) % ${REPLIES.length})),
             p.created_at + picks.r * least(now() - p.created_at, interval '20 days'),
             p.created_at + picks.r * least(now() - p.created_at, interval '20 days'),
             CASE WHEN picks.g % 401 = 0 THEN 'hidden' ELSE 'visible' END,
             CASE WHEN picks.g % 401 = 0 THEN 'Rude' ELSE NULL END
      FROM picks JOIN seed_popular p ON p.n = picks.post_n JOIN seed_users u ON u.n = picks.author_n
      JOIN seed_topics tp ON tp.i = p.topic JOIN seed_places pl ON pl.i = p.place`,
    );
    await run(`CREATE TEMP TABLE seed_comments AS
      SELECT row_number() OVER (ORDER BY random()) AS n, c.id, c.post_id, c.author_id
      FROM comments c JOIN seed_popular p ON p.id = c.post_id WHERE c.visibility = 'visible'`);
    await run("CREATE UNIQUE INDEX ON seed_comments (n)");
    const comments = Number(((await run("SELECT count(*)::int AS n FROM seed_comments")) as [{ n: number }])[0].n);

    // Likes: one per member and item (repeats drop out), popular items first.
    await chunked(
      "likes on posts",
      postLikes,
      100_000,
      0.5,
      (lo, hi) => `
      WITH picks AS MATERIALIZED (
        SELECT 1 + floor(${popular} * power(random(), 2))::bigint AS post_n, 1 + floor(${U} * random())::bigint AS user_n
        FROM generate_series(${lo}::bigint, ${hi}) g
      )
      INSERT INTO likes (user_id, post_id, content_author_id, created_at)
      SELECT u.id, p.id, p.author_id, p.created_at + random() * least(now() - p.created_at, interval '30 days')
      FROM picks JOIN seed_popular p ON p.n = picks.post_n JOIN seed_users u ON u.n = picks.user_n
      ON CONFLICT DO NOTHING`,
    );
    if (comments > 0) {
      await chunked(
        "likes on comments",
        commentLikes,
        100_000,
        0.5,
        (lo, hi) => `
        WITH picks AS MATERIALIZED (
          SELECT 1 + floor(${comments} * power(random(), 2))::bigint AS comment_n, 1 + floor(${U} * random())::bigint AS user_n
          FROM generate_series(${lo}::bigint, ${hi}) g
        )
        INSERT INTO likes (user_id, post_id, comment_id, content_author_id)
        SELECT u.id, c.post_id, c.id, c.author_id
        FROM picks JOIN seed_comments c ON c.n = picks.comment_n JOIN seed_users u ON u.n = picks.user_n
        ON CONFLICT DO NOTHING`,
      );
    }
  }
  done = weights.users + weights.posts + weights.comments + weights.likes;
  report("counters");

  // Counters, karma and totals, as the triggers keep them (visible items only; no karma for own likes).
  for (const statement of [
    `INSERT INTO post_counters (post_id, likes_count, comments_count, listed, category, created_at, last_activity_at)
     SELECT p.id, coalesce(l.n, 0), coalesce(c.n, 0), ps.visibility = 'visible', ps.category, ps.created_at,
            GREATEST(ps.created_at, coalesce(c.latest, ps.created_at))
     FROM seed_posts p JOIN posts ps ON ps.id = p.id
     LEFT JOIN (SELECT post_id, count(*)::int n FROM likes WHERE comment_id IS NULL GROUP BY 1) l ON l.post_id = p.id
     LEFT JOIN (SELECT post_id, count(*)::int n, max(created_at) latest FROM comments WHERE visibility = 'visible' GROUP BY 1) c
       ON c.post_id = p.id`,
    `INSERT INTO comment_counters (comment_id, likes_count)
     SELECT c.id, coalesce(l.n, 0) FROM comments c JOIN seed_posts p ON p.id = c.post_id
     LEFT JOIN (SELECT comment_id, count(*)::int n FROM likes WHERE comment_id IS NOT NULL GROUP BY 1) l ON l.comment_id = c.id`,
    `INSERT INTO profiles (id, username, karma_points, posts_count, comments_count, created_at, updated_at)
     SELECT u.id, nm.name || '_' || u.n || '${tag}', coalesce(k.n, 0), coalesce(ps.n, 0), coalesce(cs.n, 0), u.joined, u.joined
     FROM seed_users u JOIN seed_names nm ON nm.i = u.n % ${NAMES.length}
     LEFT JOIN (SELECT content_author_id a, count(*)::int n FROM likes WHERE content_author_id <> user_id GROUP BY 1) k ON k.a = u.id
     LEFT JOIN (SELECT author_id a, count(*)::int n FROM posts WHERE visibility = 'visible' GROUP BY 1) ps ON ps.a = u.id
     LEFT JOIN (SELECT author_id a, count(*)::int n FROM comments WHERE visibility = 'visible' GROUP BY 1) cs ON cs.a = u.id`,
    "UPDATE forum_totals SET posts_count = (SELECT count(*) FROM posts WHERE visibility = 'visible')",
    "SET session_replication_role = DEFAULT",
    "DROP TABLE IF EXISTS seed_topics, seed_places, seed_titles, seed_sentences, seed_replies, seed_names, seed_users, seed_posts, seed_popular, seed_comments",
  ]) {
    await run(statement);
  }
  done += weights.counters;
  report("VACUUM ANALYZE");
  // Fresh statistics and visibility maps: the planner and index-only scans see the data as it is.
  await run("VACUUM ANALYZE");
  done = total;
  report("done");
}

/** Every counter, karma and total that differs from a recount (empty when all agree). */
export async function counterMismatches(run: SqlRunner): Promise<string[]> {
  const checks: [string, string][] = [
    [
      "posts whose counts, or what the lists sort by, differ from the posts and a recount",
      `SELECT count(*)::int AS n FROM posts p LEFT JOIN post_counters pc ON pc.post_id = p.id
       LEFT JOIN (SELECT post_id, count(*) n FROM likes WHERE comment_id IS NULL GROUP BY 1) l ON l.post_id = p.id
       LEFT JOIN (SELECT post_id, count(*) n FROM comments WHERE visibility = 'visible' GROUP BY 1) c ON c.post_id = p.id
       WHERE pc.post_id IS NULL OR pc.likes_count <> coalesce(l.n, 0) OR pc.comments_count <> coalesce(c.n, 0)
          OR pc.listed <> (p.visibility = 'visible') OR pc.category <> p.category OR pc.created_at <> p.created_at
          OR pc.solved <> (p.accepted_comment_id IS NOT NULL)`,
    ],
    [
      "comments whose likes count differs from a recount",
      `SELECT count(*)::int AS n FROM comments c LEFT JOIN comment_counters cc ON cc.comment_id = c.id
       LEFT JOIN (SELECT comment_id, count(*) n FROM likes WHERE comment_id IS NOT NULL GROUP BY 1) l ON l.comment_id = c.id
       WHERE cc.comment_id IS NULL OR cc.likes_count <> coalesce(l.n, 0)`,
    ],
    [
      "members whose karma, post or comment count differs from a recount (or who have no profile)",
      `SELECT count(*)::int AS n FROM users u LEFT JOIN profiles pr ON pr.id = u.id
       LEFT JOIN (SELECT content_author_id a, count(*) n FROM likes WHERE content_author_id <> user_id GROUP BY 1) k ON k.a = u.id
       LEFT JOIN (SELECT answer_karma_user_id a, count(*) n FROM posts GROUP BY 1) ans ON ans.a = u.id
       LEFT JOIN (SELECT author_id a, count(*) n FROM posts WHERE visibility = 'visible' GROUP BY 1) ps ON ps.a = u.id
       LEFT JOIN (SELECT author_id a, count(*) n FROM comments WHERE visibility = 'visible' GROUP BY 1) cs ON cs.a = u.id
       WHERE pr.id IS NULL OR pr.karma_points <> coalesce(k.n, 0) + ${ANSWER_KARMA} * coalesce(ans.n, 0) OR pr.posts_count <> coalesce(ps.n, 0)
          OR pr.comments_count <> coalesce(cs.n, 0)`,
    ],
    [
      "forum totals that differ from a recount",
      `SELECT count(*)::int AS n FROM forum_totals
       WHERE posts_count <> (SELECT count(*) FROM posts WHERE visibility = 'visible')`,
    ],
  ];
  const problems: string[] = [];
  for (const [what, statement] of checks) {
    const n = Number((await run(statement))[0]?.n ?? 0);
    if (n > 0) problems.push(`${n} ${what}`);
  }
  return problems;
}

/** Members who were not made by the seed: a database that has them is not seeded without --force. */
export async function realMembers(run: SqlRunner): Promise<number> {
  const [row] = await run(`SELECT count(*)::int AS n FROM users WHERE email NOT LIKE '%@${SEED_EMAIL_DOMAIN}'`);
  return Number(row?.n ?? 0);
}

/** Migrates the empty database at `url` and seeds it (npm run bench, npm run load). */
export async function seedForum(
  url: string,
  counts: SeedCounts,
  log: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  const connection = await openSeedConnection({ databaseUrl: url });
  const started = performance.now();
  let lastStep = "";
  try {
    await seedCommunity(connection.run, counts, ({ step }) => {
      if (step === lastStep) return;
      if (lastStep) log(`  ${lastStep}: done at ${Math.round((performance.now() - started) / 1000)} s`);
      lastStep = step;
    });
  } finally {
    await connection.close();
  }
}
