package classify

import "strings"

// clientText reads a status code that an SDK's rendering quotes when the
// failure reaches rung as text alone (no protocol, no code field):
//
//   - the MCP TypeScript SDK's "MCP error -32602: Tool x disabled" (and the
//     other clients' "Mcp error: -32601: ...", Python's McpError): the
//     JSON-RPC code, read by the MCP table, as under protocol "mcp";
//   - google.golang.org/genai's APIError ("Error 400, Message: ...,
//     Status: INVALID_ARGUMENT, Details: [...]"): the gRPC status name,
//     read by the gRPC table, as under protocol "grpc".
//
// Each names its own shape, so a stray number or upper-case word elsewhere
// is not read as a code.
func clientText(c *ctx, t string) (Result, bool) {
	// A WebSocket client's refused handshake and the status it got
	// (wshandshake.go, set 1481).
	if r, ok := wsHandshakeAnswered(c, t); ok {
		return r, true
	}
	if hasAny(t, "mcp error", "mcperror") {
		if n, ok := jsonRPCCodeIn(t); ok {
			return mcpError(c, n, t), true
		}
	}
	if r, ok := genaiText(c, t); ok {
		return r, true
	}
	// The Python SDKs' APIStatusError (openai-python, anthropic-sdk-python):
	// "openai.NotFoundError: Error code: 404 - {'error': {...}}", the body a
	// Python dict that the JSON readers skip: the status it quotes decides,
	// with the text, as a status does.
	if c.status == 0 {
		// Stainless's Go SDKs for a status Go has no phrase for (sdkstatus.go).
		if n := phraselessStatus(t); n != 0 {
			if r, ok := statusQuoted(c, n, "quoted "); ok {
				return r, true
			}
		}
		if n := sdkQuotedStatus(t); n != 0 {
			if r, ok := statusQuoted(c, n, "quoted "); ok {
				return r, true
			}
		}
	}
	return Result{}, false
}

// sdkQuotedStatus reads the status the Stainless Python SDKs' APIStatusError
// quotes before the body, "Error code: 413 - {'error': {...}}"
// (openai-python, anthropic-sdk-python); 0 when the text has none. The
// readers that weigh a generic body type against the status (codes.go
// modeServer's 413, set 1762) consult it where the input carries no status.
func sdkQuotedStatus(t string) int {
	i := strings.Index(t, "Error code: ")
	if i < 0 {
		return 0
	}
	n, w := leadingInt(t[i+len("Error code: "):])
	if w == 3 && n >= 400 && n <= 599 && strings.HasPrefix(t[i+len("Error code: ")+3:], " - ") {
		return n
	}
	return 0
}

// genaiText reads google.golang.org/genai's APIError as its Error() renders
// it ("Error 400, Message: ..., Status: FAILED_PRECONDITION, Details: [...]"):
// the gRPC status name decides with the message, by the gRPC table, as the
// same name does in the JSON body's {"error": {"status": ...}} (errorObject),
// also when the input carries an HTTP status (set 198: a FAILED_PRECONDITION
// that asks for billing is a premise, as its JSON body reads).
func genaiText(c *ctx, t string) (Result, bool) {
	if !strings.HasPrefix(strings.TrimSpace(t), "Error ") && !strings.Contains(t, ": Error ") {
		return Result{}, false
	}
	i := strings.Index(t, ", Status: ")
	if i < 0 || !strings.Contains(t[:i], ", Message: ") {
		return Result{}, false
	}
	rest := t[i+len(", Status: "):]
	name := token(rest)
	if !strings.HasPrefix(rest[len(name):], ", Details:") {
		return Result{}, false
	}
	g, ok := grpcCodeByName(name)
	if !ok {
		return Result{}, false
	}
	r, ok := grpcDecide(c, g, t)
	r.Code = grpcUpper[g]
	return r, ok
}

// cliQuotedStatus returns the HTTP status a command-line client quotes in
// its own words, or 0: libcurl's "The requested URL returned error: 416"
// (curl's exit 22 under --fail, git's "unable to access '...': The
// requested URL returned error: 403") and wget's closing "ERROR 412:
// Precondition Failed." (exit 8, server error response), and Python
// requests' raise_for_status line that twine, pip and other Python tools
// print ("HTTPError: 403 Client Error: Forbidden for url: https://...",
// requestsErrorStatus). Under an exec
// tool the input's status is the exit code, so the status only lives in
// this line; it decides with the rest of the text as an HTTP status does
// (set 1365).
func cliQuotedStatus(t string) int {
	const curl = "The requested URL returned error: "
	if i := strings.Index(t, curl); i >= 0 {
		if n, w := leadingInt(t[i+len(curl):]); w == 3 && n >= 400 && n <= 599 {
			return n
		}
	}
	if n := requestsErrorStatus(t); n != 0 {
		return n
	}
	if n := urllibErrorStatus(t); n != 0 {
		return n
	}
	if n := goProxyStatus(t); n != 0 {
		return n
	}
	if n := rubygemsBadResponse(t); n != 0 {
		return n
	}
	if n := faradayStatus(t); n != 0 {
		return n
	}
	if n := jvmHeadlineStatus(t); n != 0 {
		return n
	}
	for i := range exactMatches(t, "ERROR ") {
		if i > 0 && t[i-1] != ' ' && t[i-1] != '\n' {
			continue
		}
		rest := t[i+len("ERROR "):]
		if n, w := leadingInt(rest); w == 3 && n >= 400 && n <= 599 && strings.HasPrefix(rest[3:], ": ") {
			return n
		}
	}
	return 0
}

// requestsErrorStatus returns the status of Python requests' HTTPError
// text, as Response.raise_for_status builds it (requests/models.py: "%s
// Client Error: %s for url: %s" for 4xx, "%s Server Error: %s for url: %s"
// for 5xx), or 0: the three digits just before the phrase, the range the
// phrase names, and the " for url: " that closes the reason (set 1418:
// twine's "HTTPError: 400 Client Error: Project size too large. ... for
// url: https://upload.pypi.org/legacy/", exit 1).
func requestsErrorStatus(t string) int {
	for _, ph := range [...]string{" Client Error: ", " Server Error: "} {
		for i := range exactMatches(t, ph) {
			if i < 3 || (i > 3 && isAlnum(t[i-4])) {
				continue
			}
			n, w := leadingInt(t[i-3 : i])
			if w != 3 || !strings.Contains(t[i+len(ph):], " for url: ") {
				continue
			}
			if (ph[1] == 'C' && n >= 400 && n <= 499) || (ph[1] == 'S' && n >= 500 && n <= 599) {
				return n
			}
		}
	}
	return 0
}

// urllibErrorStatus returns the status of CPython urllib's HTTPError as a
// traceback's exception line or a script's print(e) shows it
// (urllib/error.py: "HTTP Error %s: %s" % (code, msg), after the class
// name "HTTPError: "), or 0: three digits from 400 to 599 followed by ": "
// (IIS's "HTTP Error 404.13 - Not Found" page title is no match). Under an
// exec tool the status is the exit code and the traceback's frames carry
// urlopen's "timeout" argument, so without this a 409 read as a timeout
// (set 1789).
func urllibErrorStatus(t string) int {
	const ph = "HTTPError: HTTP Error "
	for i := range exactMatches(t, ph) {
		rest := t[i+len(ph):]
		if n, w := leadingInt(rest); w == 3 && n >= 400 && n <= 599 && strings.HasPrefix(rest[3:], ": ") {
			return n
		}
	}
	return 0
}

// goProxyStatus returns the HTTP status cmd/go quotes for a GOPROXY
// request (modfetch/proxy.go: "reading %s: %v" around the web package's
// "404 Not Found", then "\tserver response: ..."), or 0: the URL must be
// one of the proxy protocol's paths ("/@v/list", "/@v/<version>.info",
// ".mod", ".zip", "/@latest"), and three digits must follow it. The
// protocol gives 404 and 410 one meaning, that the module or version is
// not there (go.dev/ref/mod#goproxy-protocol); under an exec tool the
// status is the exit code, so this line carries the proxy's answer (set
// 1542: a 410 Gone read nothing). A 404 that wraps git's refusal to ask
// for credentials stays with its wording (set 757).
func goProxyStatus(t string) int {
	if strings.Contains(t, "terminal prompts disabled") {
		return 0
	}
	for i := range exactMatches(t, "reading ") {
		rest := t[i+len("reading "):]
		if !strings.HasPrefix(rest, "http://") && !strings.HasPrefix(rest, "https://") {
			continue
		}
		j := strings.Index(rest, ": ")
		if j < 0 {
			continue
		}
		u := rest[:j]
		if strings.ContainsAny(u, " \n") || !(strings.Contains(u, "/@v/") || strings.HasSuffix(u, "/@latest")) {
			continue
		}
		if n, w := leadingInt(rest[j+2:]); w == 3 && n >= 400 && n <= 599 && strings.HasPrefix(rest[j+5:], " ") {
			return n
		}
	}
	return 0
}

// rubygemsBadResponse returns the HTTP status of RubyGems' fetch error, as
// Gem::RemoteFetcher builds it ("bad response #{response.message}
// #{response.code}", then " (#{uri})"), or 0: gem install prints it under
// "Could not find a valid gem 'x' (>= 0), here is why: Unable to download
// data from <source> - bad response Internal Server Error 500 (...)", and
// Bundler wraps it as "Could not fetch specs from <source> due to
// underlying error <bad response ...>". The gem was never looked for: the
// source's answer decides (a 500 is the server's, a 401 a credential, a
// 404 no gem index at that URL), as an HTTP status does (set 1550).
func rubygemsBadResponse(t string) int {
	n, _ := rubygemsBadResponseAt(t)
	return n
}

// rubygemsBadResponseAt is rubygemsBadResponse with the index of its
// "bad response ": the headline gem install prints above it ("Could not
// find a valid gem") is its consequence, not the source's answer.
func rubygemsBadResponseAt(t string) (int, int) {
	const br = "bad response "
	for i := range exactMatches(t, br) {
		rest := t[i+len(br):]
		if j := strings.IndexByte(rest, '\n'); j >= 0 && !strings.HasPrefix(rest[j:], "\n(") {
			rest = rest[:j]
		} else if j >= 0 {
			rest = rest[:j+2]
		}
		// The reason phrase, then three digits, then " (", "\n(", ">" or the end.
		for k := 0; k+3 <= len(rest); k++ {
			if rest[k] != ' ' {
				continue
			}
			n, w := leadingInt(rest[k+1:])
			if w != 3 || n < 400 || n > 599 {
				continue
			}
			after := rest[k+4:]
			if after == "" || strings.HasPrefix(after, " (") || strings.HasPrefix(after, "\n(") || strings.HasPrefix(after, ">") {
				return n, i
			}
		}
	}
	return 0, 0
}

// faradayStatus returns the HTTP status that Ruby's Faraday quotes when its
// raise_error middleware turns a 4xx or 5xx into an exception, or 0:
// faraday 1.x "the server responded with status 409" (Faraday::ClientError
// and its subclasses, ServerError), faraday 2.x "the server responded with
// status 404 for GET https://..." or "... - method and url are not
// available due to include_request: false ...", and the same words in
// clients built after it ("The server responded with status 500: ...").
// Faraday 1.1 raises the generic ClientError for a 429, so the class name
// does not say the status; the number does (set 1712, ruby-faraday 1.1.0
// live). Three digits in 400..599, then the end, a space, a colon or a
// line break; a 2xx or 3xx quoted so is not a failure's status.
func faradayStatus(t string) int {
	const rw = "esponded with status "
	for i := range exactMatches(t, rw) {
		if i == 0 || (t[i-1] != 'r' && t[i-1] != 'R') {
			continue
		}
		rest := t[i+len(rw):]
		n, w := leadingInt(rest)
		if w != 3 || n < 400 || n > 599 {
			continue
		}
		if after := rest[3:]; after == "" || after[0] == ' ' || after[0] == ':' || after[0] == '\n' || after[0] == ',' || after[0] == '.' {
			return n
		}
	}
	return 0
}

// jvmHeadlineStatus returns the HTTP status that a JVM program's uncaught
// exception headline quotes, as the launcher prints it under an exec
// tool's exit status (set 1644, OpenJDK 17 live): a caller that turns a
// non-2xx into an exception ("Exception in thread \"main\"
// java.lang.RuntimeException: GET url failed: HTTP 410: {...}"),
// HttpURLConnection's "Server returned HTTP response code: 410 for URL".
// Only the headline line is read; frames and "Caused by:" lines are not.
func jvmHeadlineStatus(t string) int {
	i := strings.Index(t, "Exception in thread \"")
	if i < 0 {
		return 0
	}
	line := t[i:]
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	if !hasFold(line, "http") {
		return 0
	}
	return embeddedStatus(line)
}
