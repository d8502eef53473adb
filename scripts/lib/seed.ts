/**
 * What npm run bench and npm run load share: a throwaway PostgreSQL database on a server (created and
 * dropped by name), a bulk seed of members, posts, comments and likes with every counter computed, a free
 * port, and the compiled server that `npm run build` writes.
 */
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase } from "../../server/db/database";

export interface SeedCounts {
  users: number;
  posts: number;
  comments: number;
  likes: number;
}

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

/**
 * Applies the migrations to the (empty) database at `url` and bulk-loads `counts` rows with the triggers
 * off, then computes every counter, karma and total in bulk, so that they equal recounts.
 */
export async function seedForum(
  url: string,
  counts: SeedCounts,
  log: (line: string) => void = (line) => console.log(line),
): Promise<void> {
  const database = await openDatabase({ databaseUrl: url }); // applies the migrations
  await database.close();
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a failed step is reported by its query
  await client.connect();
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    await client.query(sql);
    log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
  };
  try {
    // Triggers off while bulk loading; the counters are computed in bulk afterwards.
    await client.query("SET session_replication_role = replica");
    await step(
      `${counts.users} users`,
      `
    INSERT INTO users (id, email, email_verified)
    SELECT gen_random_uuid(), 'member' || g || '@example.com', true FROM generate_series(1::bigint, ${counts.users}) g;
    INSERT INTO profiles (id, username, created_at) SELECT id, 'member_' || substr(id::text, 1, 8), now() FROM users;`,
    );
    await step(
      `${counts.posts} posts`,
      `
    CREATE TEMP TABLE member_ids AS SELECT row_number() OVER () AS n, id FROM users;
    CREATE INDEX ON member_ids (n);
    INSERT INTO posts (title, content, category, author_id, created_at, updated_at, is_pinned)
    SELECT 'Question ' || g || ' about ' || (ARRAY['housing in Dublin','PPS numbers','IRP registration at Burgh Quay','Leap cards','GP visits','part-time work','bank accounts','scholarships'])[1 + g % 8],
           repeat('Some context about moving to Ireland and what I tried so far. ', (1 + g % 6)::int),
           (ARRAY['general','housing','education','healthcare','transport','legal','jobs','social'])[1 + g % 8],
           m.id, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, g <= 2
    FROM generate_series(1::bigint, ${counts.posts}) g
    JOIN member_ids m ON m.n = 1 + (g * 7919) % ${counts.users};
    INSERT INTO post_counters (post_id) SELECT id FROM posts;`,
    );
    await step(
      `${counts.comments} comments`,
      `
    CREATE TEMP TABLE post_ids AS SELECT row_number() OVER () AS n, id, author_id FROM posts;
    CREATE INDEX ON post_ids (n);
    INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
    SELECT p.id, m.id, 'A helpful answer number ' || g, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1::bigint, ${counts.comments}) g
    JOIN post_ids p ON p.n = 1 + (g * 104729) % ${counts.posts}
    JOIN member_ids m ON m.n = 1 + (g * 31) % ${counts.users};
    INSERT INTO comment_counters (comment_id) SELECT id FROM comments;`,
    );
    await step(
      `${counts.likes} likes`,
      `
    INSERT INTO likes (user_id, post_id, content_author_id)
    SELECT m.id, p.id, p.author_id
    FROM generate_series(1::bigint, ${Math.round(counts.likes * 0.7)}) g
    JOIN post_ids p ON p.n = 1 + (g * 7) % ${counts.posts}
    JOIN member_ids m ON m.n = 1 + (g * 13 + g / ${counts.posts}) % ${counts.users}
    ON CONFLICT DO NOTHING;
    CREATE TEMP TABLE comment_ids AS SELECT row_number() OVER () AS n, id, post_id, author_id FROM comments;
    CREATE INDEX ON comment_ids (n);
    INSERT INTO likes (user_id, post_id, comment_id, content_author_id)
    SELECT m.id, c.post_id, c.id, c.author_id
    FROM generate_series(1::bigint, ${Math.round(counts.likes * 0.3)}) g
    JOIN comment_ids c ON c.n = 1 + (g * 11) % ${counts.comments}
    JOIN member_ids m ON m.n = 1 + (g * 17) % ${counts.users}
    ON CONFLICT DO NOTHING;`,
    );
    await step(
      "counters and karma",
      `
    UPDATE post_counters pc SET likes_count = s.n FROM (SELECT post_id, count(*) n FROM likes WHERE comment_id IS NULL GROUP BY post_id) s WHERE s.post_id = pc.post_id;
    UPDATE post_counters pc SET comments_count = s.n FROM (SELECT post_id, count(*) n FROM comments GROUP BY post_id) s WHERE s.post_id = pc.post_id;
    UPDATE comment_counters cc SET likes_count = s.n FROM (SELECT comment_id, count(*) n FROM likes WHERE comment_id IS NOT NULL GROUP BY comment_id) s WHERE s.comment_id = cc.comment_id;
    UPDATE profiles p SET karma_points = s.n FROM (SELECT content_author_id a, count(*) n FROM likes WHERE content_author_id <> user_id GROUP BY 1) s WHERE s.a = p.id;
    UPDATE profiles p SET posts_count = s.n FROM (SELECT author_id a, count(*) n FROM posts GROUP BY 1) s WHERE s.a = p.id;
    UPDATE profiles p SET comments_count = s.n FROM (SELECT author_id a, count(*) n FROM comments GROUP BY 1) s WHERE s.a = p.id;
    UPDATE forum_totals SET posts_count = (SELECT count(*) FROM posts);
    ANALYZE;`,
    );
  } finally {
    await client.end();
  }
}
