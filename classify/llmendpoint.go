package classify

// The base-URL rule: an LLM SDK's configured base URL that is not where the
// API answers. The SDK posts to its base URL plus a fixed path
// (/chat/completions, /v1/messages, /responses, /embeddings); what comes
// back is not the vendor's API at all but a web server's answer about the
// URL itself:
//
//   - a 405 for the POST (nginx's "405 Not Allowed" page for a static
//     location, openai-go's bare "405 Method Not Allowed");
//   - the other scheme at that port: nginx's 400 "The plain HTTP request
//     was sent to HTTPS port", Go's "server gave HTTP response to HTTPS
//     client", "first record does not look like a TLS handshake";
//   - a 404 for a path whose /v1 the base URL already carried
//     (".../v1/v1/messages");
//   - a web page (HTML, plain text) under a 2xx or an unfollowed 3xx where
//     the typed result's JSON was due (openai-go's and anthropic-sdk-go's
//     "expected destination type ... that is not 'application/json'").
//
// The model name, the messages and every other argument of the call are
// fine, and no retry moves the API: the endpoint the plan was configured
// with is not the service (premise), as the endpoint rule reads an MCP
// client's URL (mcphandshake.go endpointUnrouted). The blind writers of
// sets 176, 235 and 285 label it so; sets 21 to 64, which read it as the
// call's URL to repair, are tolerated. The same pages from a plain HTTP
// tool, which takes the URL as its argument, keep their readings.
const llmEndpointReason = "the SDK's configured base URL is not where the API answers (a web server's answer about the URL, not the vendor's API): fix the endpoint configuration"

// llmAPIPaths are the fixed paths the vendors' SDKs append to a base URL.
var llmAPIPaths = [...]string{
	"/chat/completions", "/v1/completions", "/v1/messages", "/v1/responses", "/responses\"",
	"/v1/embeddings", "/embeddings\"", "openai api error:",
}

// invalidURLOnAPIPath is OpenAI's 404 wording for a path it does not serve,
// "Invalid URL (POST /v1/messages)", naming a vendor SDK's own full path
// (set 1194): the path is right for the SDK that built it, so the server at
// the base URL is another API (an OpenAI-compatible gateway behind an
// Anthropic client, a stub). A path a caller typed wrong ("/v1/chat/completion",
// "/v1/vector_store/x") or one short of its /v1 keeps the call's reading.
var invalidURLOnAPIPath = func() []string {
	var ns []string
	for _, m := range [...]string{"post", "get"} {
		for _, p := range [...]string{
			"/v1/messages", "/v1/messages/batches", "/v1/messages/count_tokens", "/v1/chat/completions",
			"/v1/responses", "/v1/embeddings", "/v1/completions", "/v1/batches", "/v1/files", "/v1/models", "/v1/moderations",
		} {
			ns = append(ns, "invalid url ("+m+" "+p+")")
		}
	}
	return ns
}()

// routerNotFoundBodies are web frameworks' and servers' bare answers for a
// path no route serves, with nothing of a vendor's error envelope:
// FastAPI's and Starlette's {"detail":"Not Found"} (LiteLLM's and vLLM's
// proxies run on them), Go ServeMux's "404 page not found", Express's
// "Cannot POST /", nginx's 404 page, and the bare JSON {"error":"Not
// Found"} / {"message":"Not Found"}.
var routerNotFoundBodies = [...]string{
	`{"detail":"not found"}`, `{"detail": "not found"}`, "404 page not found", "cannot post /",
	"<title>404 not found</title>", `{"error":"not found"}`, `{"message":"not found"}`,
}

// sdkPathRouterMiss reports a 404 whose body is a router's bare answer
// (routerNotFoundBodies) to a vendor SDK's own rendering of its fixed API
// path, the URL quoted before the status (anthropic-sdk-go's `POST
// "http://h/x/v1/messages": 404 Not Found ...`; set 1453): the SDK built the
// path right, so the base URL's prefix (missing, extra, or another
// server's) is what is wrong, as with a doubled /v1. openai-go's
// "OpenAI API error: 404 Not Found" shows neither URL nor body and keeps
// its reading; a vendor's own envelope (not_found_error "model: x") is the
// API answering and keeps its reading.
func sdkPathRouterMiss(t string) bool {
	if !hasAny(t, `/v1/messages": 404`, `/chat/completions": 404`, `/v1/responses": 404`, `/v1/embeddings": 404`, `/v1/completions": 404`) {
		return false
	}
	return hasAny(t, routerNotFoundBodies[:]...)
}

func llmEndpointWrong(c *ctx) (Result, bool) {
	// Cheap exits first: this runs ahead of every preset. Only these
	// statuses (or none, for a transport's error) can carry the answers
	// below, and a database's or an MCP server's failure never does.
	switch {
	case c.status == 0, c.status == 400, c.status == 404, c.status == 405:
	case c.status >= 200 && c.status < 400:
		// A web page under a 2xx or an unfollowed 3xx: only the SDK's
		// refusal of it below can be read here.
		if nonJSONPage(c.message) {
			return Result{Kind: premise, Reason: nonJSONPageReason}, true
		}
		return Result{}, false
	default:
		return Result{}, false
	}
	switch c.proto {
	case "postgres", "sqlite", "mcp", "grpc", "aws", "redis", "k8s", "nginx", "os":
		return Result{}, false
	}
	if c.status == 0 && nonJSONPage(c.message) {
		return Result{Kind: premise, Reason: nonJSONPageReason}, true
	}
	if !hasAny(c.message, llmAPIPaths[:]...) {
		return Result{}, false
	}
	switch {
	case hasAny(c.message, "server gave http response to https client", "plain http request was sent to https port",
		"first record does not look like a tls handshake"):
	case c.status == 405 || hasAny(c.message, "405 method not allowed", "405 not allowed"):
	case hasFold(c.message, "/v1/v1/") && (c.status == 404 || hasAny(c.message, "404 not found", "404 client error")):
	case (c.status == 404 || hasAny(c.message, "404 not found")) && hasAny(c.message, invalidURLOnAPIPath...):
	case (c.status == 404 || hasAny(c.message, "404 not found")) && sdkPathRouterMiss(c.message):
	default:
		return Result{}, false
	}
	return Result{Kind: premise, Reason: llmEndpointReason}, true
}

// nonJSONPage reports the Stainless Go SDKs' (openai-go, anthropic-sdk-go)
// refusal of a response whose Content-Type is not JSON, before decoding it
// for a typed result (requestconfig.go: "expected destination type of
// 'string' or '[]byte' for responses with content-type '%s' that is not
// 'application/json'"): a proxy's or a login wall's HTML page, a static
// site, a stub at the base URL. No API answers its typed endpoints with a
// web page, so what is there is not the API (sets 176, 235, 285, 290
// label it premise; 226 unknown; set 153's notes had read it ambiguous).
func nonJSONPage(t string) bool {
	return hasFold(t, "that is not 'application/json'") && hasFold(t, "expected destination type")
}

const nonJSONPageReason = "a web page where the API's JSON was due: what answers at the SDK's base URL is not the API (Stainless Go SDK): fix the endpoint configuration"
