package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// memcachedReply reads a memcached server's reply line (doc/protocol.txt),
// either as the caller names it (protocol "memcached" or "memcache", the
// line in the message, the keyword in Code) or as a Go client quotes it:
// gomemcache's `memcache: unexpected response line from "set": "X\r\n"`,
// `memcache: unexpected line in get response: "X\r\n"`, its "memcache:
// client error: X" for incr/decr's CLIENT_ERROR, and a strconv refusal of
// an error line the client took for incr's new value. The keyword decides
// what the words after it do not (set 1545, captured live from memcached
// 1.6.18):
//
//   - bare ERROR: a nonexistent command name, invalid;
//   - NOT_STORED / meta NS: an add's condition failed, the key holds a
//     value, conflict (as gomemcache's ErrNotStored, set 1328);
//   - EXISTS / meta EX: a cas whose item changed since the read, premise
//     (the stale-copy ruling, as ErrCASConflict);
//   - NOT_FOUND / meta NF: a write (touch, incr, delete, cas, ma, md) whose
//     item is absent, premise; meta EN is a read's miss, ambiguous, as
//     gomemcache's ErrCacheMiss (sets 115 and 896);
//   - CLIENT_ERROR: the input does not conform to the protocol, invalid;
//     SERVER_ERROR: the server could not carry the command out, transient;
//
// unless the words after the keyword say otherwise: the connection limit
// (-c, "Too many open connections") is a wait; a command the operator
// disabled (-F flush_all, -X dumping, -A shutdown: "not allowed", "not
// enabled") and the -Y auth file's refusals are denied; an item over -I
// ("object too large for cache") is invalid; memory full under -M ("out of
// memory storing object", and "Out of memory during read" for a chunked
// item) is premise (roomwords.go storeFullWords); the LRU crawler switched
// off ("lru crawler disabled") is premise and "failed to start lru crawler
// thread" (enable while it runs) conflict; the admin commands' own
// keywords read by memcachedAdminReply (set 1654).
func memcachedReply(c *ctx) (Result, bool) {
	line, ok := memcachedLine(c)
	if !ok {
		return Result{}, false
	}
	kw, rest := line, ""
	if i := strings.IndexByte(line, ' '); i >= 0 {
		kw, rest = line[:i], strings.TrimSpace(line[i+1:])
	}
	kw = strings.TrimSuffix(kw, ":")
	r := func(k rung.Kind, why string) (Result, bool) {
		return Result{Kind: k, Reason: "memcached: " + kw + ": " + why, Code: kw}, true
	}
	switch {
	case rest != "" && hasFold(rest, "too many open connections"):
		return Result{Kind: transient, Reason: "memcached: the server is at its connection limit (-c): wait for connections to close", Code: kw}, true
	case rest != "" && hasAny(rest, "unauthenticated", "authentication failure", "authentication token"):
		return r(denied, "the server requires SASL or -Y auth-file credentials the client did not give or got wrong")
	case rest != "" && hasAny(rest, " not allowed", " not enabled"):
		return r(denied, "the operator disabled this command (-F, -X, -A)")
	case rest != "" && hasFold(rest, "too large"):
		return r(invalid, "the item is over the server's item size limit (-I): send a smaller value")
	case rest != "" && (hasFold(rest, "out of memory storing object") || hasFold(rest, "out of memory during read")):
		return r(premise, "the cache is full and evicts nothing (memcached -M): free or add memory")
	case rest != "" && hasFold(rest, "lru crawler disabled"):
		return r(premise, "the LRU crawler this command needs is switched off (lru_crawler disable): enable it first")
	case rest != "" && hasFold(rest, "failed to start lru crawler thread"):
		return r(conflict, "lru_crawler enable while the crawler thread already runs (start_item_crawler_thread refuses a second start)")
	}
	if k, why, ok := memcachedAdminReply(kw); ok && rest != "" {
		return r(k, why)
	}
	switch kw {
	case "ERROR":
		if rest == "" {
			return r(invalid, "a nonexistent command name")
		}
		return r(invalid, "the server refused the command")
	case "CLIENT_ERROR":
		return r(invalid, "the input does not conform to the protocol")
	case "SERVER_ERROR":
		return r(transient, "a server error prevented the command")
	}
	if rest != "" {
		return Result{}, false
	}
	switch kw {
	case "NOT_STORED", "NS":
		return r(conflict, "a create-only write (add) to a key that already holds a value")
	case "EXISTS", "EX":
		return r(premise, "the item changed since the cas value was read: re-read, then decide")
	case "NOT_FOUND", "NF":
		return r(premise, "the item the write names is not in the cache")
	case "EN":
		return r(ambiguous, "the read ran and the key holds no value (a cache miss)")
	}
	return Result{}, false
}

// memcachedAdminReply reads the status keyword of memcached's admin
// commands (doc/protocol.txt "slabs reassign", "lru_crawler",
// "cache_memlimit"), which the server sends with a sentence after it
// (set 1654, captured live from 1.6.18): BADCLASS (a class id out of
// range), SAME (source and destination equal) and MEMLIMIT_TOO_SMALL
// (below 8 MB) are the call's arguments, invalid; NOSPARE (the source
// class has no free page) and NOTFULL (the destination needs no page) are
// the slabs' present state, premise; BUSY (a crawl or a page move already
// running) is a wait.
func memcachedAdminReply(kw string) (rung.Kind, string, bool) {
	switch kw {
	case "BADCLASS", "SAME", "MEMLIMIT_TOO_SMALL":
		return invalid, "the admin command's arguments are out of range (slabs reassign, lru_crawler, cache_memlimit)", true
	case "NOSPARE", "NOTFULL":
		return premise, "the slab classes are not in the state the page move needs", true
	case "BUSY":
		return transient, "a crawl or a page move is already running: wait for it to end", true
	}
	return 0, "", false
}

// memcachedKeyword reports a memcached reply keyword an error line starts
// with.
func memcachedKeyword(s string) bool {
	for _, k := range [...]string{"ERROR", "CLIENT_ERROR", "SERVER_ERROR", "NOT_STORED", "EXISTS", "NOT_FOUND"} {
		if strings.HasPrefix(s, k) && (len(s) == len(k) || s[len(k)] == ' ' || s[len(k)] == ':') {
			return true
		}
	}
	return false
}

// memcachedLine finds the reply line: the message under a memcached
// protocol name, or the line a Go client quotes.
func memcachedLine(c *ctx) (string, bool) {
	if len(c.proto) == 8 || len(c.proto) == 9 {
		if strings.EqualFold(c.proto, "memcache") || strings.EqualFold(c.proto, "memcached") {
			m := strings.TrimSpace(c.message)
			code := strings.ToUpper(c.code)
			switch {
			case memcachedKeyword(m):
				return m, true
			case code != "" && strings.HasPrefix(m, code):
				return m, true
			case code != "" && m != "":
				return code + " " + m, true
			case code != "":
				return code, true
			}
			return m, m != ""
		}
	}
	t := c.text
	if i := strings.Index(t, "memcache: client error: "); i >= 0 {
		return "CLIENT_ERROR " + strings.TrimSpace(t[i+len("memcache: client error: "):]), true
	}
	var q string
	if i := strings.Index(t, "memcache: unexpected "); i >= 0 {
		j := strings.LastIndex(t[i:], `: "`)
		if j < 0 {
			return "", false
		}
		q = t[i+j+3:]
	} else if i := strings.Index(t, "strconv.Parse"); i >= 0 {
		j := strings.Index(t[i:], `: parsing "`)
		if j < 0 {
			return "", false
		}
		q = t[i+j+len(`: parsing "`):]
	} else {
		return "", false
	}
	if k := strings.Index(q, `\r\n"`); k >= 0 {
		q = q[:k]
	} else if k := strings.IndexByte(q, '"'); k >= 0 {
		q = q[:k]
	}
	if !memcachedKeyword(q) {
		return "", false
	}
	return q, true
}
