package classify

import "strings"

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
// unexpected EOF") keeps the reading of a reply cut short, transient, as
// set 24 labels it for openai-go and anthropic-sdk-go: a retry may bring
// the whole body. An empty one ("error parsing response json: EOF") is
// emptyBodyWords' below (set 290).
var undecodableWords = newMatcher([]pattern{
	{text: "error parsing response json", kind: ambiguous, reason: "the client received the whole response and its JSON does not decode (Stainless Go SDK)"},
	{text: "data returned by api invalid for expected schema", kind: ambiguous, reason: "the response does not fit the type the API declares for it (Stainless APIResponseValidationError)"},
	// reqwest's Error for a body it received and could not decode into
	// the declared type, "error decoding response body" (the Railway
	// CLI's "Failed to fetch: error decoding response body" after a
	// redeploy mutation; set 1582). A body cut short ("... EOF while
	// parsing") keeps the cut reading, an empty one emptyBodyWords'.
	{text: "error decoding response body", kind: ambiguous, reason: "the client received the response and its body does not decode into the declared type (reqwest)"},
	{text: "invalid json response", kind: ambiguous, reason: "the response body arrived and is not the JSON the API declares (Vercel AI SDK APICallError)"},
	// An OAuth 2.0 token response that decoded but holds no token (RFC 6749
	// 5.1: access_token is REQUIRED in a successful response): the token
	// endpoint answered 200 and the client refuses what came back, so the
	// call ran and its answer is unusable, not refused nor malformed on the
	// caller's side (held-out set 676). golang.org/x/oauth2
	// internal/token.go, google-auth's google/oauth2/_client.py
	// RefreshError (access and ID token), openid-client's TokenSet.claims().
	{text: "server response missing access_token", kind: ambiguous, reason: "the token endpoint's success response holds no access_token (golang.org/x/oauth2)"},
	{text: "no access token in response", kind: ambiguous, reason: "the token endpoint's success response holds no access_token (google-auth RefreshError)"},
	{text: "no id token in response", kind: ambiguous, reason: "the token endpoint's success response holds no id_token (google-auth RefreshError)"},
	{text: "id_token not present in tokenset", kind: ambiguous, reason: "the token endpoint's response holds no id_token (openid-client)"},
	// The same SDKs' refusal before decoding of a page that is not JSON
	// ("expected destination type ... that is not 'application/json'") is
	// the base-URL rule's (llmendpoint.go), read ahead of every preset.
})

// A JSON decoder that met no bytes at all: the body was read to its end
// and was empty, so no connection cut it (a read that fails is "error
// reading response body: ...", a body that stops mid-value is "unexpected
// EOF"). encoding/json's Decoder returns io.EOF only when the input holds
// no value at all, so Stainless's Go SDKs say "error parsing response
// json: EOF" for a 2xx with an empty body; serde_json (reqwest's "error
// decoding response body: ...") says "EOF while parsing a value at line 1
// column 0", Jackson "No content to map due to end-of-input",
// System.Text.Json "The input does not contain any JSON tokens", Gson
// (Retrofit) "End of input at line 1 column 1 path $". The call ran and
// answered nothing: ambiguous, as a 2xx with an empty body (set 290).
var emptyBodyWords = newMatcher([]pattern{
	{text: "error parsing response json: eof", kind: ambiguous, reason: "the response body was empty (Stainless Go SDK, encoding/json io.EOF)"},
	{text: "eof while parsing a value at line 1 column 0", kind: ambiguous, reason: "the response body was empty (serde_json)"},
	{text: "no content to map due to end-of-input", kind: ambiguous, reason: "the response body was empty (Jackson)"},
	{text: "the input does not contain any json tokens", kind: ambiguous, reason: "the response body was empty (System.Text.Json)"},
	{text: "end of input at line 1 column 1 path $", kind: ambiguous, reason: "the response body was empty (Gson)"},
	{text: "at character offset 0 (before \"(end of string)\")", kind: ambiguous, reason: "the response body was empty (Perl JSON::PP/JSON::XS, set 1711)"},
})

// undecodableResponse reads a client's refusal of a response it received
// whole, ahead of the parser's words that would read as a connection's
// EOF or a malformed request.
func undecodableResponse(t string) (Result, bool) {
	if bodyEncodingBroken(t) {
		return verdict(ambiguous, "the response arrived but is unusable: its body does not decode under the Content-Encoding it declares (a compression verdict on a response, not on a file)")
	}
	if r, ok := matchWords(emptyBodyWords, t); ok {
		r.Reason = "the response arrived but is unusable: " + r.Reason
		return r, true
	}
	// A response value the client's enum does not know ("error decoding
	// response body: unknown variant `archived`, expected one of ...") is
	// the service's newer schema, not an unusable answer: set 824 keeps
	// the other rules' reading (requestsyntax.go enumValueRefused).
	r, ok := matchWords(undecodableWords, t)
	if !ok || hasWord(t, "eof") || hasFold(t, "unknown variant `") {
		return Result{}, false
	}
	r.Reason = "the response arrived but is unusable: " + r.Reason
	return r, true
}

// undecodable2xx reads a JSON parser's own words under a 2xx status, where
// the tool's text is its decoder's error and not a document the server
// sent: the server accepted the call and answered, and what it answered is
// not the JSON the tool expected (an HTML page where JSON was due, a field
// of another type, a document that stops short). Go's json.Unmarshal
// ("invalid character '<' looking for beginning of value", "json: cannot
// unmarshal string into Go struct field", "unexpected end of JSON input"),
// requests' Response.json() (JSONDecodeError "Expecting value: line 1
// column 1 (char 0)"), fetch's Response.json() in V8 ("Unexpected token
// '<', \"<!DOCTYPE \"... is not valid JSON") and serde_json ("expected
// value at line 1 column 1") say it alike: the call ran, its answer is
// unusable as it stands, ambiguous, as the SDKs' own "error parsing
// response json" above (set 119). The same words under a 4xx or 5xx are
// the server's refusal of the request's JSON (requestsyntax.go), a body
// that is itself a JSON or XML document reports the server's own error,
// and a reply cut short (EOF) keeps the transient reading of set 24.
func undecodable2xx(c *ctx) (Result, bool) {
	if c.status/100 != 2 {
		return Result{}, false
	}
	t := strings.TrimSpace(c.body)
	if r, ok := emptyBody2xx(t); ok {
		return r, true
	}
	if jsonBodyCut(t) {
		// The body itself, cut mid-value (set 1434): the same cut the
		// client's "unexpected EOF" names, read by createdBodyCut's rule.
		if c.status == 201 || c.status == 202 {
			return Result{Kind: ambiguous, Reason: "http " + itoa(c.status) + " whose JSON body stops inside an open object or array: the server made what the call asked for and its answer is lost; read it back before any retry"}, true
		}
		return Result{Kind: transient, Reason: "http " + itoa(c.status) + " whose JSON body stops inside an open object or array: the connection was cut mid-body (set 24's cut body); read it again"}, true
	}
	if t == "" || t[0] == '{' || t[0] == '[' || t[0] == '<' || hasWord(t, "eof") {
		return Result{}, false
	}
	// JSON the text names as arguments is a call's, not the answer: a
	// tool's "decode arguments: ..." (set 3), a model's tool call whose
	// arguments do not parse ("decoding arguments: invalid character",
	// "failed to parse tool input": invalid, set 89).
	if hasAny(t, "argument", "tool input") {
		return Result{}, false
	}
	r, ok := matchWords(requestSyntaxWords, t)
	if !ok {
		r, ok = matchWords(xmlAnswerWords, t)
	}
	if !ok {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "http " + itoa(c.status) + " whose answer the client could not decode: " + r.Reason}, true
}

// jsonBodyCut reports a 2xx body that is the start of a JSON document and
// stops before its end: it opens with '{' (then a key or '}') or '[', no
// bracket closes one it did not open, and the text ends inside an open
// object, array or string. That is a body cut mid-transfer (a proxy that
// logged "upstream prematurely closed connection while reading upstream"
// after the status went out, a Content-Length the bytes fall short of),
// the same cut the client's "unexpected EOF" names (set 1434). A complete
// document, a text that only starts with a brace, and a body a writer
// elided ("...", "…") are not read here.
func jsonBodyCut(t string) bool {
	if len(t) < 2 || (t[0] != '{' && t[0] != '[') {
		return false
	}
	if t[0] == '{' {
		r := strings.TrimLeft(t[1:], " \t\r\n")
		if r != "" && r[0] != '"' && r[0] != '}' {
			return false
		}
	} else if r := strings.TrimLeft(t[1:], " \t\r\n"); r != "" && !strings.ContainsRune("{[\"-0123456789tfn]", rune(r[0])) {
		return false
	}
	if strings.HasSuffix(t, "...") || strings.HasSuffix(t, "…") {
		return false
	}
	depth, inStr, esc := 0, false, false
	for i := 0; i < len(t); i++ {
		ch := t[i]
		if inStr {
			switch {
			case esc:
				esc = false
			case ch == '\\':
				esc = true
			case ch == '"':
				inStr = false
			case ch == '\n':
				return false
			}
			continue
		}
		switch ch {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth < 0 {
				return false
			}
			if depth == 0 {
				return false // a whole value (and perhaps text after it)
			}
		}
	}
	return depth > 0 || inStr
}

// xmlAnswerWords are XML parsers' words for a document that is not the one
// the client expected, or not well-formed XML at all: a feed or sitemap URL
// that answered an HTML page (a sign-in wall, an error page). Under a 2xx
// they are the client's verdict on the answer, as the JSON words above
// (held-out set 758): Go encoding/xml ("expected element type <rss> but
// have <html>", "XML syntax error on line 5: element <link> closed by
// </head>"), expat through Python's ElementTree ("mismatched tag: line 6,
// column 2"), libxml2 through lxml ("Opening and ending tag mismatch"),
// Xerces ("Content is not allowed in prolog.") and System.Xml ("Data at
// the root level is invalid."). A body cut short (EOF) is not read here.
var xmlAnswerWords = newMatcher([]pattern{
	{text: "expected element type <", kind: ambiguous, reason: "Go encoding/xml: the document's root is not the element expected"},
	{text: "xml syntax error on line", kind: ambiguous, reason: "Go encoding/xml: the body is not well-formed XML"},
	{text: "mismatched tag: line", kind: ambiguous, reason: "expat: the body is not well-formed XML"},
	{text: "opening and ending tag mismatch", kind: ambiguous, reason: "libxml2: the body is not well-formed XML"},
	{text: "content is not allowed in prolog", kind: ambiguous, reason: "Xerces: the body is not XML"},
	{text: "data at the root level is invalid", kind: ambiguous, reason: "System.Xml: the body is not XML"},
})

// emptyBody2xx reads a tool's own decoder error under a 2xx whose whole
// parser message is io.EOF ("decode <url>: EOF", "decoding response: EOF",
// "failed to unmarshal response body: EOF"): encoding/json's Decoder
// returns a bare io.EOF only when the body holds no value at all (go-github
// ignores exactly that error as "empty response body"), so the status came
// back and the body was empty: ambiguous, as emptyBodyWords above (set 314).
// A body cut mid-value ("unexpected EOF"), a transport's `Get "url": EOF`
// (no decoding word) and the call's own arguments keep their readings.
func emptyBody2xx(t string) (Result, bool) {
	l := strings.ToLower(t)
	if !strings.HasSuffix(l, ": eof") || strings.HasSuffix(l, "unexpected eof") {
		return Result{}, false
	}
	if !hasAny(l, "decod", "unmarshal", "parsing response", "parse response") || hasAny(l, "argument", "tool input", "request body") {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "http 2xx whose body the client's JSON decoder found empty (encoding/json io.EOF): the call ran and answered nothing"}, true
}

// createdBodyCut reads a 201 Created or 202 Accepted whose body the client
// could not read to its end: the server has made (or taken on) what the
// call asked for, and the answer that names it (the new id, the job) is
// lost; a retry would make it twice. Ambiguous: read it back, then go on
// (sets 317 and 322). A 200's cut body keeps set 24's transient reading,
// since its status proves nothing was created.
func createdBodyCut(c *ctx, b string) (Result, bool) {
	if c.status != 201 && c.status != 202 {
		return Result{}, false
	}
	r, ok := matchWords(bodyCutWords, b)
	if !ok {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "http " + itoa(c.status) + " whose body was cut (" + r.Reason + "): the server made what the call asked for and its answer is lost; read it back before any retry"}, true
}

// bodyCutWords are the clients' words for a response body that stopped
// before its end.
var bodyCutWords = newMatcher([]pattern{
	{text: "unexpected eof", reason: "Go: unexpected EOF"},
	{text: "incompleteread(", reason: "Python http.client IncompleteRead"},
	{text: "but total bytes expected is", reason: "botocore IncompleteReadError"},
	{text: "data read has a different length than the expected", reason: "AWS SDK for Java length check"},
	{text: "typeerror: terminated", reason: "undici fetch terminated"},
	{text: "und_err_res_content_length_mismatch", reason: "undici content-length mismatch"},
	{text: "bytes remaining to read", reason: "curl 18"},
	{text: "unexpected end of json input", reason: "the JSON stops short"},
	{text: "premature end of", reason: "the body ended early"},
})

// bodyEncodingBroken: a client's compression verdict on a response body
// (set 332): the server, or a proxy in between, labelled the body
// Content-Encoding: gzip (or deflate, br) and its bytes do not decode.
// Go's transport surfaces compress/gzip's own words through the SDK's
// read of the body (anthropic-sdk-go "error reading response body: gzip:
// invalid header"); requests and urllib3 say "Received response with
// content-encoding: gzip, but failed to decode it", curl "(61) Error while
// processing content unencoding", reqwest "error decoding response body:
// invalid gzip header", aiohttp "Can not decode content-encoding". The call
// reached the server and was answered; the answer cannot be read, so its
// outcome is unknown: ambiguous, as a body in a charset the client cannot
// decode (fetchbody.go). The same decoder's words about a file on disk
// ("open /data/x.gz: gzip: invalid header", set 40's archive verdicts)
// stay premise, and a bare "gzip: invalid header" names no response.
func bodyEncodingBroken(t string) bool {
	if hasAny(t, "content unencoding", "decode content-encoding", "content-encoding: gzip, but failed to decode", "content-encoding: deflate, but failed to decode", "content-encoding: br, but failed to decode") {
		return !hasFold(t, "request body")
	}
	if !hasAny(t, "gzip: ", "flate: ", "zlib: ", "brotli: ", "invalid gzip header", "incorrect header check", "while decompressing data") {
		return false
	}
	return hasAny(t, "reading response body", "read response body", "decoding response body", "decode response body", "reading the response body") && !hasFold(t, "request body")
}

// markupWords are a JSON parser's words for markup where a value was due:
// '<' as the first byte of the input, the opening of an HTML or XML page
// (a proxy's error page, a sign-in wall, an XML API answering).
var markupWords = []string{
	"invalid character '<' looking for beginning of value", // Go encoding/json
	"unexpected token '<'",                                 // V8 JSON.parse (fetch's Response.json())
	"unexpected token < in json",                           // older V8
	"'<' is an invalid start of a value",                   // .NET System.Text.Json
	"unexpected character ('<' (code 60))",                 // Jackson
	"unexpected token at '<",                               // Ruby JSON::ParserError
	// Perl's JSON::PP, JSON::XS and Cpanel::JSON::XS (decode_json) quote
	// the input after the offset: "malformed JSON string, neither tag,
	// array, object, number, string or atom, at character offset 0
	// (before \"<html>...\")" (set 1559, captured live with JSON 4.10).
	`at character offset 0 (before "<`,
}

// markupWhereJSON reads a decoder that met markup where JSON was due, with
// no status to say whose bytes they were (set 329): a JSON argument an
// agent or its SDK builds does not open with '<', the answer of a server
// that sent a page does, so the call went out and what came back is
// unusable as it stands, ambiguous, as under a 2xx (set 119). A status
// keeps its reading (a 4xx or 5xx is the server's refusal of the request's
// JSON, set 46), as do arguments or a request named in the text (set 89),
// a data file named before the parser's words (set 56), and an MCP stdio
// client's decoder (sets 41 and 192). Under protocol exec the status is
// the program's exit status (a script's die is 255, Go's log.Fatal 1), not
// an HTTP status, and says nothing about whose bytes they were (set 1559).
func markupWhereJSON(c *ctx) (Result, bool) {
	// Under an exec tool the status is the exit code, not the server's
	// (set 1550: Ruby's JSON::ParserError on a page, exit status 1; set
	// 1559: Perl's decode_json under die's 255); a status line quoted in
	// the text (raw.status) still decides.
	if c.status != 0 && (c.proto != "exec" || c.raw.status != 0) {
		return Result{}, false
	}
	t := c.text
	if !hasAny(t, markupWords...) || hasAny(t, "argument", "tool input", "request", "payload", "connection closed", `calling "`, "client is closing") || namesDataFile(t) {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "a JSON decoder met markup ('<') where JSON was due: the answer came back as a page, unusable as it stands"}, true
}

// llmChunkGarbled reads Go encoding/json's bare syntax error under an LLM
// provider's protocol with a 2xx or no status: openai-go's and
// anthropic-sdk-go's stream readers hand on json.Unmarshal's error for a
// chunk the server sent malformed ("invalid character ']' after object
// key:value pair", "invalid character 'q' in string escape code"), with no
// prefix of their own. The SDK marshalled the request itself, so the bytes
// that failed are the provider's answer, not the call's arguments; a model
// call leaves nothing in the world, so calling again is safe: transient
// (lead ruling after set 1793: sets 310 and 1275 transient, 671 and 1793
// unknown, none invalid). A markup page ('<') keeps the ambiguous reading
// of a body that is no JSON (set 340), and arguments or a tool input named
// are the model's call (set 89).
func llmChunkGarbled(c *ctx) (Result, bool) {
	if c.status != 0 && c.status/100 != 2 {
		return Result{}, false
	}
	t := strings.TrimSpace(c.text)
	const head = "invalid character '"
	if !strings.HasPrefix(t, head) || len(t) <= len(head) || t[len(head)] == '<' {
		return Result{}, false
	}
	if strings.IndexByte(t, '\n') >= 0 || hasAny(t, "argument", "tool input") {
		return Result{}, false
	}
	return verdict(transient, "the provider's answer or a stream chunk arrived as malformed JSON (the SDK decoded the server's bytes, not the call's): call again")
}
