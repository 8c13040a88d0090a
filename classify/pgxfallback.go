package classify

import "strings"

// pgx (v5, pgconn) tries each configured connection in turn and, under
// the default sslmode=prefer, first with TLS and then without; when every
// attempt fails its error lists them all, one "\n\t<host>:<port>
// (<host>): <why>" line each (pgconn.go connectErrors). A server or
// pooler without TLS (PgBouncer's default, client_tls_sslmode=disable)
// answers the first attempt "tls error: server refused TLS connection",
// and the plaintext attempt after it is the one whose failure counts: a
// FATAL from the pooler, a timeout, a refused port. The TLS line is no
// requirement the client made (set 149's "server refused TLS connection"
// alone, under sslmode=require, stays premise), so it is left out and
// the rest read (set 1670, PgBouncer 1.18 with pgx v5.13).

// pgxTLSFallbackMarker is the refused TLS attempt followed by another.
const pgxTLSFallbackMarker = "tls error: server refused TLS connection\n\t"

// pgxTLSFallback returns msg without the attempt lines that only record a
// refused TLS try when a later attempt line follows, and whether it
// removed any.
func pgxTLSFallback(msg string) (string, bool) {
	if !strings.Contains(msg, pgxTLSFallbackMarker) {
		return msg, false
	}
	var b strings.Builder
	rest := msg
	for {
		i := strings.Index(rest, pgxTLSFallbackMarker)
		if i < 0 {
			break
		}
		// The attempt line starts after the last "\n\t" before it.
		start := strings.LastIndex(rest[:i], "\n\t")
		if start < 0 {
			b.WriteString(rest[:i+len(pgxTLSFallbackMarker)])
			rest = rest[i+len(pgxTLSFallbackMarker):]
			continue
		}
		b.WriteString(rest[:start])
		// Keep the "\n\t" that opens the next attempt.
		rest = rest[i+len(pgxTLSFallbackMarker)-2:]
	}
	b.WriteString(rest)
	return b.String(), true
}
