package classify

// wsHandshakeMarks are WebSocket clients' words for an opening handshake
// the server did not answer with 101 Switching Protocols, each followed by
// the status it got: coder/websocket (dial.go), Node's ws ("Unexpected
// server response: %d"), Python websockets' InvalidStatus and
// websocket-client's WebSocketBadStatusException ("Handshake status %d").
var wsHandshakeMarks = [...]string{
	"expected handshake response status code 101 but got ",
	"unexpected server response: ",
	"server rejected websocket connection: http ",
	"handshake status ",
}

// wsHandshakeStatus returns the status a WebSocket client quotes for its
// refused handshake, or 0.
func wsHandshakeStatus(t string) int {
	for _, m := range wsHandshakeMarks {
		for i := range foldMatches(t, m) {
			end := i + len(m)
			if n, w := leadingInt(t[end:]); w == 3 && n >= 100 && n <= 599 && (end+3 == len(t) || !isAlnum(t[end+3])) {
				return n
			}
		}
	}
	return 0
}

// wsHandshakeAnswered reads the status a WebSocket client quotes for its
// refused handshake (RFC 6455 4.1: any status but 101 is handled as
// HTTP). A 2xx is no success here: the URL answered as an ordinary HTTP
// resource and will never switch protocols, so the plan's belief that it
// serves WebSocket is false (premise; set 1481, nginx proxying to a
// plain handler). A 4xx or 5xx is read as that HTTP status, as coder's
// quoted 404, 429 and 502 already were (sets 658, 765, 1451).
func wsHandshakeAnswered(c *ctx, t string) (Result, bool) {
	n := wsHandshakeStatus(t)
	switch {
	case n >= 200 && n <= 299:
		return verdict(premise, "websocket: the opening handshake was answered with a 2xx, not 101 Switching Protocols: the URL serves plain HTTP, no WebSocket endpoint (dial the WebSocket URL)")
	case n >= 400 && n <= 599 && (c.status == 0 || c.status == n):
		return statusQuoted(c, n, "websocket handshake: quoted ")
	}
	return Result{}, false
}
