package classify

import "testing"

// First run at e9d5a2b7: 24/34 overall, 8/14 tricky.
// Tolerated: i1654-exec-fd-limit-from-c: transient vs invalid (one-off): memcached sets its own RLIMIT_NOFILE from -c, so its "server_socket: Too many open files" at start comes from the call's -c value; the words are EMFILE's, which stays a wait everywhere else.
func TestIndependentCases1654(t *testing.T) {
	runIndependent(t, "testdata/independent1654.jsonl", true, "i1654-exec-fd-limit-from-c")
}

// memcached's admin replies (doc/protocol.txt slabs reassign, lru_crawler,
// cache_memlimit), captured live from 1.6.18: BADCLASS, SAME and
// MEMLIMIT_TOO_SMALL are the call's arguments; NOSPARE and NOTFULL the
// slabs' state; BUSY a wait. Near misses: the same words outside the
// memcached protocol, a bare keyword with no sentence, and ordinary
// replies (NOT_STORED, CLIENT_ERROR) keep their readings.
func TestGeneralise1654MemcachedAdminReply(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"badclass", "memcached", 0, "", "BADCLASS invalid src or dst class id", invalid},
		{"badclass crawler", "memcached", 0, "", "BADCLASS invalid class id", invalid},
		{"same", "memcached", 0, "", "SAME src and dst class are identical", invalid},
		{"memlimit", "memcached", 0, "", "MEMLIMIT_TOO_SMALL cannot set maxbytes to less than 8m", invalid},
		{"nospare", "memcached", 0, "", "NOSPARE source class has no spare pages", premise},
		{"notfull", "memcache", 0, "", "NOTFULL dst class is not full", premise},
		{"busy reassign", "memcached", 0, "", "BUSY currently processing reassign request", transient},
		{"busy crawler", "memcached", 0, "", "BUSY currently processing crawler request", transient},
		{"near: not stored", "memcached", 0, "", "NOT_STORED", conflict},
		{"near: client error", "memcached", 0, "", "CLIENT_ERROR bad command line format", invalid},
		{"near: same outside memcached", "", 0, "", "SAME src and dst class are identical", unk},
	})
}

// memcached's memory and LRU crawler states behind a CLIENT_ERROR,
// SERVER_ERROR or ERROR keyword (live, 1.6.18): "Out of memory during
// read" (a chunked item under -M) is the full store as "out of memory
// storing object"; "lru crawler disabled" is a switched-off crawler
// (premise); "failed to start lru crawler thread" is enable while it runs
// (conflict). Near misses: other SERVER_ERRORs stay transient, other
// CLIENT_ERRORs invalid, "not enabled" stays denied.
func TestGeneralise1654MemcachedState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"oom during read", "memcached", 0, "", "SERVER_ERROR Out of memory during read", premise},
		{"oom during read quoted", "memcached", 0, "", `memcache: unexpected response line from "set": "SERVER_ERROR Out of memory during read\r\n"`, premise},
		{"oom storing", "memcached", 0, "", "SERVER_ERROR out of memory storing object", premise},
		{"crawler disabled", "memcached", 0, "", "CLIENT_ERROR lru crawler disabled", premise},
		{"crawler running", "memcached", 0, "", "ERROR failed to start lru crawler thread", conflict},
		{"near: server error", "memcached", 0, "", "SERVER_ERROR unable to write response", transient},
		{"near: client error", "memcached", 0, "", "CLIENT_ERROR bad data chunk", invalid},
		{"near: shutdown", "memcached", 0, "", "ERROR: shutdown not enabled", denied},
	})
}

// Go's net.LookupPort refusal of a port that is neither a number nor a
// known service ("lookup tcp/notaport: unknown port"; gomemcache
// SetServers, net.ResolveTCPAddr, net.Dial): a malformed address, as
// "missing port in address". Near misses: a host lookup that finds no
// such host stays premise, and an "unknown port" in prose without the
// colon form is not read.
func TestGeneralise1654UnknownPort(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"setservers", "memcached", 0, "", "lookup tcp/notaport: unknown port", invalid},
		{"dial", "go", 0, "", "dial tcp: lookup tcp/http2: unknown port", invalid},
		{"udp", "", 0, "", "lookup udp/dnsx: unknown port", invalid},
		{"near: missing port", "go", 0, "", "dial tcp: address 10.0.0.1: missing port in address", invalid},
		{"near: no such host", "memcached", 0, "", "lookup nosuchhost.invalid on 10.255.255.53:53: no such host", premise},
	})
}

// memcached's -o parser ("Illegal suboption \"x\"", memcached.c): an unknown
// extended option, as "unknown option". Near miss: a -o value memcached
// rejects for its size stays with its own words (invalid too), and an
// "illegal" elsewhere (seek) keeps its reading.
func TestGeneralise1654IllegalSuboption(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"memcached -o", "exec", 1, "1", "Illegal suboption \"bogus_opt\"\nexit status 1", invalid},
		{"bare", "", 0, "", `Illegal suboption "ext_path"`, invalid},
		{"near: size", "exec", 64, "64", "Item max size cannot be less than 1024 bytes.\nexit status 64", invalid},
	})
}

// A daemon's -u account that this host lacks (memcached "can't find the
// user X to switch to", exit 67 EX_NOUSER): premise, as os/user's
// "unknown user". Near misses: memcached's refusal to run as root without
// -u is the call's (invalid); a permission denial stays denied.
func TestGeneralise1654MissingRunUser(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"memcached -u", "exec", 67, "67", "can't find the user nosuchuser to switch to\nexit status 67", premise},
		{"bare", "", 0, "", "can't find the user memcache to switch to", premise},
		{"near: go os/user", "go", 0, "", "user: unknown user deploy", premise},
		{"near: root without -u", "exec", 64, "64", "can't run as root without the -u switch\nexit status 64", invalid},
	})
}
