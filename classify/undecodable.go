package classify

// An API client that received a whole response and could not decode it
// names the response as what failed: Stainless's Go SDKs (openai-go,
// anthropic-sdk-go) read the body with io.ReadAll and then wrap the JSON
// decoder's error as "error parsing response json: <err>"
// (internal/requestconfig/requestconfig.go; a read that fails is "error
// reading response body: ..." instead), Stainless's Python and Node SDKs
// raise APIResponseValidationError "Data returned by API invalid for
// expected schema." over a 2xx body that does not fit the declared type
// (openai-python, anthropic-sdk-python _exceptions.py), and the Vercel AI
// SDK's createJsonResponseHandler throws APICallError "Invalid JSON
// response" after response.text() (provider-utils response-handler.ts).
// The call ran, and a side effect may be done; what came back is unusable
// as it stands: ambiguous, as contract-breaking output (llm.go). The JSON
// parser's words after the prefix ("invalid character '<' looking for
// beginning of value", a field of the wrong type) are not the call's own
// JSON (set 97). A body that ends early ("error parsing response json:
// unexpected EOF", or a bare "EOF" for an empty one) keeps the reading of
// a reply cut short, transient, as set 24 labels it for openai-go and
// anthropic-sdk-go: a retry may bring the whole body.
var undecodableWords = newMatcher([]pattern{
	{text: "error parsing response json", kind: ambiguous, reason: "the client received the whole response and its JSON does not decode (Stainless Go SDK)"},
	{text: "data returned by api invalid for expected schema", kind: ambiguous, reason: "the response does not fit the type the API declares for it (Stainless APIResponseValidationError)"},
	{text: "invalid json response", kind: ambiguous, reason: "the response body arrived and is not the JSON the API declares (Vercel AI SDK APICallError)"},
})

// undecodableResponse reads a client's refusal of a response it received
// whole, ahead of the parser's words that would read as a connection's
// EOF or a malformed request.
func undecodableResponse(t string) (Result, bool) {
	r, ok := matchWords(undecodableWords, t)
	if !ok || hasWord(t, "eof") {
		return Result{}, false
	}
	r.Reason = "the response arrived but is unusable: " + r.Reason
	return r, true
}
