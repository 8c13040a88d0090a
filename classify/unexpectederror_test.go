package classify

import "testing"

// TestUnexpectedErrorIsTheServices: "an unexpected error" is a service's
// word for its own fault, not for input it did not expect (sets 23, 256,
// 371, 536, 1032, 1151, 1175, 1220, 1232). "Unexpected" before a token, a
// character or an end of input keeps its reading.
func TestUnexpectedErrorIsTheServices(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "nginx 500 page served as 200", protocol: "http", status: 200, msg: "<html><body><h1>Something went wrong</h1><p>w1220 shop hit an unexpected error on our side. Our team has been notified; please try again shortly.</p></body></html>\n", want: transient},
		{name: "Replicate director", protocol: "http", msg: "Director: unexpected error handling prediction (E8765)", want: transient},
		{name: "bare sentence", msg: "An unexpected internal error occurred.", want: transient},
		// Near misses: the parser's "unexpected" stays the caller's fault.
		{name: "JSON token", protocol: "http", status: 200, msg: "Unexpected token } in JSON at position 41", want: ambiguous},
		{name: "unexpected argument", msg: "error: unexpected argument '--frce' found", want: invalid},
		{name: "unexpected field", protocol: "http", msg: `{"error":"unexpected field \"colour\" in request body"}`, want: invalid},
	})
}
