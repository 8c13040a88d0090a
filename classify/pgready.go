package classify

import "strings"

// pgIsReadyBadPort reads pg_isready's status line "host:port - no
// response" (exit 2) whose port is not a number (set 1626, pg_isready 15,
// live: "-p abc" prints "127.0.0.1:abc - no response"). libpq refuses
// such a port before any attempt, but pg_isready reports it as no answer:
// the call's own argument is wrong and no wait brings an answer, invalid,
// as exit 3's "no attempt". A numeric port, a socket directory or an IPv6
// address keeps the status line's transient reading (generic.go).
func pgIsReadyBadPort(t string) (Result, bool) {
	i := strings.Index(t, " - no response")
	if i <= 0 {
		return Result{}, false
	}
	line := t[:i]
	if j := strings.LastIndexByte(line, '\n'); j >= 0 {
		line = line[j+1:]
	}
	k := strings.LastIndexByte(line, ':')
	if k < 0 || strings.ContainsAny(line[:k], " \t") {
		return Result{}, false
	}
	if port := line[k+1:]; port != "" && !isDigits(port) {
		return verdict(invalid, "pg_isready: the port it was given is not a number, so no connection was attempted: fix the -p argument")
	}
	return Result{}, false
}
