import FeedParser from "feedparser";
import { Readable } from "node:stream";

export interface Parsed {
  meta: FeedParser.Meta;
  items: FeedParser.Item[];
}

/** The feed as a feed reader reads it; any XML error fails the test. */
export async function parseFeed(xml: string, feedurl = "http://guide.example.test"): Promise<Parsed> {
  const parser = new FeedParser({ strict: true, resume_saxerror: false, normalize: true, feedurl });
  const items: FeedParser.Item[] = [];
  const done = new Promise<Parsed>((resolve, reject) => {
    parser.on("error", reject);
    parser.on("readable", function (this: FeedParser) {
      let item: FeedParser.Item | null;
      while ((item = this.read())) items.push(item);
    });
    parser.on("end", () => resolve({ meta: parser.meta, items }));
  });
  Readable.from([xml]).pipe(parser);
  return done;
}
