/** One API method's request and response types, as a value so the method list is written once. */
export interface Method<Request, Response> {
  request: Request;
  response: Response;
}

/** Declares a method: the value is only a name holder; the types carry the contract. */
export function method<Request, Response>(): Method<Request, Response> {
  return {} as Method<Request, Response>;
}
