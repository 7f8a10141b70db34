/**
 * An `importFile` request a transport handed on unparsed (its body, or a temporary file holding
 * it): the import worker parses and checks it, so a large body never stalls the API's thread.
 */
export class UnreadImport {
  constructor(readonly source: { requestBody: string } | { requestFile: string }) {}
}
