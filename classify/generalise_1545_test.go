package classify

import "testing"

// First run at 213e1f14: 12/34 overall, 4/22 tricky.
//
// TestIndependentCases1545 runs testdata/independent1545.jsonl, captured
// live from memcached 1.6.18 through gomemcache and the raw text and meta
// protocols (/tmp/w1545/cap*).
//
// Tolerated: i1545-raw-incr-nonnum: invalid vs premise (ruling: set 1284's Redis "value is not an integer" reads invalid, and set 1328 tolerated memcached's twin the same way): I read the stored value, not the call, as wrong; CLIENT_ERROR keeps the ruling.
// Tolerated: i1545-raw-meta-miss: ambiguous vs premise (ruling: sets 115 and 896 read a cache read's miss, gomemcache ErrCacheMiss, as ambiguous): the meta protocol's EN is that same read's miss.
func TestIndependentCases1545(t *testing.T) {
	runIndependent(t, "testdata/independent1545.jsonl", true, "i1545-raw-incr-nonnum", "i1545-raw-meta-miss")
}

// TestGeneralise1545MemcachedReply: a memcached reply line, named under the
// memcached protocol or quoted by gomemcache, is read by the words after its
// keyword (connection limit, operator-disabled command, auth, item size,
// memory full under -M) and else by the keyword (memcached
// doc/protocol.txt: ERROR a nonexistent command, CLIENT_ERROR the input,
// SERVER_ERROR the server; NOT_STORED, EXISTS, NOT_FOUND and the meta
// NS, EX, NF, EN). Captured live from memcached 1.6.18 (memcachedreply.go).
func TestGeneralise1545MemcachedReply(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"raw NOT_STORED", "memcached", 0, "NOT_STORED", "NOT_STORED", conflict},
		{"raw EXISTS", "memcached", 0, "EXISTS", "EXISTS", premise},
		{"raw NOT_FOUND", "memcached", 0, "NOT_FOUND", "NOT_FOUND", premise},
		{"meta NF under memcache", "memcache", 0, "NF", "NF", premise},
		{"raw line too long", "memcached", 0, "CLIENT_ERROR", "CLIENT_ERROR line too long", invalid},
		{"keyword in code only", "memcached", 0, "SERVER_ERROR", "object too large for cache", invalid},
		{"other SERVER_ERROR", "memcached", 0, "SERVER_ERROR", "SERVER_ERROR out of memory reading request", transient},
		{"proxy unknown command", "memcached", 0, "ERROR", "ERROR unknown command", invalid},
		{"gomemcache replace too large", "go", 0, "", `memcache: unexpected response line from "replace": "SERVER_ERROR object too large for cache\r\n"`, invalid},
		{"gomemcache touch unauthenticated", "go", 0, "", `memcache: unexpected response line from touch: "CLIENT_ERROR unauthenticated\r\n"`, denied},
		{"gomemcache ping unauthenticated", "", 0, "", `memcache: unexpected response line from ping: "CLIENT_ERROR unauthenticated\r\n"`, denied},
		{"gomemcache delete conn limit", "go", 0, "", `memcache: unexpected response line: "ERROR Too many open connections\r\n"`, transient},
		{"gomemcache touch conn limit", "go", 0, "", `memcache: unexpected response line from touch: "ERROR Too many open connections\r\n"`, transient},
		{"gomemcache incr non-numeric", "go", 0, "", "memcache: client error: cannot increment or decrement non-numeric value", invalid},
		{"wrapped gomemcache flush disabled", "go", 0, "", `flush cache: memcache: unexpected response line from flush_all: "CLIENT_ERROR flush_all not allowed\r\n"`, denied},
		{"gomemcache add oom", "go", 0, "", `memcache: unexpected response line from "add": "SERVER_ERROR out of memory storing object\r\n"`, premise},
		// Near misses: gomemcache's sentinels and a quoted HTTP line keep
		// their rulings; a strconv refusal of a non-reply value, a dial
		// error under the memcached name and a bare ERROR under no
		// protocol are not read as memcached replies.
		{"near miss: quoted HTTP status line", "go", 0, "", `memcache: unexpected response line from "set": "HTTP/1.1 400 Bad Request\r\n"`, premise},
		{"near miss: ErrCacheMiss", "go", 0, "", "memcache: cache miss", ambiguous},
		{"near miss: ErrNotStored", "go", 0, "", "memcache: item not stored", conflict},
		{"near miss: ErrCASConflict", "go", 0, "", "memcache: compare-and-swap conflict", premise},
		{"near miss: dial refused under memcached", "memcached", 0, "", "dial tcp 127.0.0.1:11211: connect: connection refused", transient},
		{"near miss: NATS no servers", "go", 0, "", "nats: no servers available for connection", transient},
		{"near miss: Redis max clients", "go", 0, "", "ERR max number of clients reached", transient},
	})
}
