package classify

// corsRefusalWords: a server's CORS middleware refusing the request's
// Origin through an error its framework answers with 500 (set 1180): the
// expressjs cors middleware's documented dynamic-origin example,
// callback(new Error('Not allowed by CORS')), copied into apps as is, and
// the same refusal worded "origin not allowed by cors" or Spring's
// DefaultCorsProcessor "Invalid CORS request" (sent under 403). The caller's
// origin is outside what the server lets in: denied, not the server's
// passing failure. @fastify/cors's README example, cb(new Error("Not
// allowed"), false), is read by corsNotAllowed500.
var corsRefusalWords = []pattern{
	{text: "not allowed by cors", kind: denied, reason: "the server's CORS policy does not let the request's origin in"},
	{text: "invalid cors request", kind: denied, reason: "the server's CORS policy does not let the request's origin in"},
}

// corsNotAllowed500 reports a 500 whose whole error message is "Not
// allowed", as Fastify serializes the error @fastify/cors's documented
// origin callback passes ({"statusCode":500,"error":"Internal Server
// Error","message":"Not allowed"}; github.com/fastify/fastify-cors README).
// Only the exact message: a sentence that goes on ("Not allowed to load
// local resource", "not allowed in this state") keeps its reading.
func corsNotAllowed500(t string) bool {
	m := jsonString(t, "message")
	return m == "Not allowed" || m == "Not allowed."
}
