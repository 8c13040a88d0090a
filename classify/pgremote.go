package classify

import "strings"

// Another server's error, quoted by PostgreSQL.
//
// Some of PostgreSQL's own components are clients of another server: a
// subscription of its publisher, a standby's WAL receiver of its primary,
// postgres_fdw and dblink of a remote database. When that server refuses,
// the local error carries a SQLSTATE that only says where the wrapper
// failed (08006 connection_failure from CREATE SUBSCRIPTION's "could not
// connect to the publisher: %s", 08P01 from libpqwalreceiver's "could not
// create replication slot \"%s\": %s", 08001 from postgres_fdw's and
// dblink's "could not connect to server", XX000 in older releases) and
// quotes the other server's own message after libpq's "failed: FATAL:" or a
// second "ERROR:". The wrapper's class reads as the network (class 08) or a
// protocol error (08P01), but the quoted message is the cause, and it
// decides as it would from that server directly: a pg_hba refusal or a bad
// password is denied, "all replication slots are in use" premise, a refused
// connection or a server starting up transient (subscriptioncmds.c,
// libpqwalreceiver.c, contrib/postgres_fdw/connection.c; set 72).

// quotedServerSentences are messages a server sends its replication or FDW
// clients that carry no SQLSTATE once quoted, with the state the server
// sends them under (errcodes.txt; slot.c, walsender.c, postinit.c).
var quotedServerSentences = []struct{ text, state string }{
	{"all replication slots are in use", "53400"},
	{"exceeds max_wal_senders", "53300"},
	{"must be superuser or replication role", "42501"},
	{"must be superuser or have privileges", "42501"},
	{"is active for pid", "55006"},
	{"replication slot", "42704"}, // "replication slot \"x\" does not exist": read below only with "does not exist"
}

// pgQuotedServer decides a wrapper's SQLSTATE by the other server's error it
// quotes, when it quotes one.
func pgQuotedServer(state, text string) (Result, bool) {
	if state[:2] != "08" && state != "XX000" {
		return Result{}, false
	}
	q := quotedServerMessage(text)
	if q == "" {
		return Result{}, false
	}
	for _, s := range quotedServerSentences {
		if !hasFold(q, s.text) {
			continue
		}
		if s.state == "42704" && !hasFold(q, "does not exist") {
			continue
		}
		r := pgDecide(s.state, q)
		r.Code = state
		r.Reason = "postgres: SQLSTATE " + state + " quoting the other server's error: " + r.Reason
		return r, true
	}
	// A login the other server refuses for an unknown role is its class
	// 28 (postinit.c: "role \"x\" does not exist" at FATAL), not a
	// missing object of this plan's.
	if hasFold(q, `role "`) && hasFold(q, "does not exist") {
		return Result{Kind: denied, Code: state, Reason: "postgres: SQLSTATE " + state + " quoting the other server's login refusal (an unknown role, 28000)"}, true
	}
	if r, ok := matchWords(pgWords, q); ok {
		r.Code = state
		r.Reason = "postgres: SQLSTATE " + state + " quoting the other server's error: " + r.Reason
		return r, true
	}
	return Result{}, false
}

// quotedServerMessage returns the text after the marker of a quoted server
// message ("FATAL:", "ERROR:"), or "". A pgx error begins with its own
// severity ("ERROR: could not connect to the publisher: ..."), so a quote
// is a later marker; a lone marker is a quote only where libpq's
// connection failure introduces it ("... port 5432 failed: FATAL:  ...").
func quotedServerMessage(text string) string {
	first, n := -1, 0
	last := -1
	for off := 0; off < len(text); {
		i := nextSeverity(text[off:])
		if i < 0 {
			break
		}
		i += off
		if first < 0 {
			first = i
		}
		last = i
		n++
		off = i + len("ERROR:")
	}
	switch {
	case n >= 2:
		return text[last+len("ERROR:"):]
	case n == 1 && precededBy(text[:first], "failed:"):
		return text[first+len("ERROR:"):]
	}
	return ""
}

// nextSeverity returns the index of the next "FATAL:" or "ERROR:" in s, or
// -1. PostgreSQL and libpq spell the severity in capitals; a tool's "error:"
// is not one.
func nextSeverity(s string) int {
	i, j := strings.Index(s, "FATAL:"), strings.Index(s, "ERROR:")
	switch {
	case i < 0:
		return j
	case j < 0 || i < j:
		return i
	}
	return j
}

// precededBy reports whether s, without trailing spaces and newlines, ends
// with suffix (ASCII case-insensitive).
func precededBy(s, suffix string) bool {
	k := len(s)
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '\n' || s[k-1] == '\t') {
		k--
	}
	return k >= len(suffix) && indexFold(s[k-len(suffix):k], suffix) == 0
}

// pgLoginRoleMissingReason is the verdict wherever pgLoginRoleMissing decides
// (postgres.go with the protocol, sniff.go without it).
const pgLoginRoleMissingReason = "postgres: the login role does not exist (FATAL, invalid_authorization_specification 28000)"

// pgLoginRoleMissing reports a login the server refuses because the role
// the client connects as does not exist, as libpq (psql, createdb, pg_dump:
// `... failed: FATAL:  role "x" does not exist`) and pgJDBC ("FATAL: role
// ...") pass it on without its SQLSTATE. postinit.c raises it at FATAL as
// 28000 invalid_authorization_specification: the identity is not
// authorised here (denied), not a missing object of the plan's. A bare or
// ERROR-level `role "x" does not exist` (GRANT, SET ROLE: 42704) is not
// this and stays premise.
func pgLoginRoleMissing(text string) bool {
	i := strings.Index(text, "FATAL:")
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(text[i+len("FATAL:"):], " ")
	if !hasPrefixFold(rest, `role "`) {
		return false
	}
	j := strings.Index(rest[len(`role "`):], `"`)
	return j >= 0 && hasPrefixFold(rest[len(`role "`)+j+1:], " does not exist")
}
