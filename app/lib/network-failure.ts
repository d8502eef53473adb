/**
 * A resource route's `clientLoader`: the server's answer, or `failure` when the browser could not reach
 * the server at all (a phone between two masts). The route's loader already answers its own errors as
 * data; without this a network error would replace the whole page with the error screen.
 */
export function orOnNetworkFailure<Failure>(failure: Failure | ((request: Request) => Failure)) {
  return async <Data>({
    request,
    serverLoader,
  }: {
    request: Request;
    serverLoader: () => Promise<Data>;
  }): Promise<Data | Failure> => {
    try {
      return await serverLoader();
    } catch (error) {
      if (error instanceof Response) throw error;
      return typeof failure === "function" ? (failure as (request: Request) => Failure)(request) : failure;
    }
  };
}

/**
 * A route's `clientAction`: the server's answer, or `failure` when the request never reached it (offline,
 * or a connection that looks up but carries nothing). The form's fetcher then holds a refusal, as for any
 * other, and the text stays where it was typed; without this the error screen would replace the page.
 */
export function actionOrOnNetworkFailure<Failure>(failure: () => Promise<Failure>) {
  return async <Data>({ serverAction }: { serverAction: () => Promise<Data> }): Promise<Data | Failure> => {
    try {
      return await serverAction();
    } catch (error) {
      if (error instanceof Response || !(error instanceof TypeError)) throw error;
      return await failure();
    }
  };
}
