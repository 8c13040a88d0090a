package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1611 runs set 1611: Redis 7.0.15 failures captured
// live through redis-cli, go-redis v9, ioredis and node-redis.
//
// First run at 42305e01: 26/34 overall, 11/19 tricky.
// Fixed: i1611-cli-exec-partial (redispipe.go redisExecPartial; TestGeneralise1611RedisExecPartial).
// Tolerated: i1611-cli-wrongtype: invalid vs premise (ruling): docs/taxonomy.md's Redis row reads WRONGTYPE invalid (the command is the wrong one for the key); the set reads the key's type as a false belief about the data, as sets 649 and 1363 did.
// Tolerated: i1611-go-moved: transient vs premise (ruling): set 579's row reads MOVED/ASK transient (the cluster spec asks the client to reissue the command to the named node); the set read the slot's owner as a false belief.
// Tolerated: i1611-cli-hincrby-text: invalid vs premise (ruling): set 1284's row reads HINCRBY "hash value is not an integer" invalid; the set reads the stored field's value as the false belief.
// Tolerated: i1611-cli-sort-nonnumeric: invalid vs premise (ruling): set 1284's row reads SORT "One or more scores can't be converted into double" invalid (ALPHA is an argument); the set reads the list's stored data as the false belief.
// Tolerated: i1611-cli-xadd-id-stale: invalid vs conflict (ruling): the lead's row from set 810 reads XADD "equal or smaller than the target stream top item" invalid; the set reads the stream's top as state the explicit ID clashes with.
// Tolerated: i1611-nr-watch-changed: transient vs conflict (ruling): set 138's row reads a WATCH-aborted EXEC (go-redis TxFailedErr, node-redis WatchError) transient; the set reads it as a version clash to reconcile.
// Tolerated: i1611-io-cmdtimeout-set: transient vs ambiguous (one-off): ioredis's bare "Command timed out" names no command, so the text cannot show that a write was sent; a read timing out is a wait.
func TestIndependentCases1611(t *testing.T) {
	runIndependent(t, "testdata/independent1611.jsonl", true, "i1611-cli-wrongtype", "i1611-go-moved", "i1611-cli-hincrby-text", "i1611-cli-sort-nonnumeric", "i1611-cli-xadd-id-stale", "i1611-nr-watch-changed", "i1611-io-cmdtimeout-set")
}

// TestGeneralise1611RedisExecPartial: a redis-cli transcript of a
// MULTI/EXEC block whose EXEC replies (after the last QUEUED) mix an error
// with a success is a partial success, ambiguous: Redis runs every queued
// command and rolls nothing back. Captured live from redis-cli 7.0.15 with
// stdout a pipe and a terminal. Near misses: EXECABORT (nothing ran), every
// EXEC reply an error, the error alone, and "QUEUED" inside a line keep the
// words' reading.
func TestGeneralise1611RedisExecPartial(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pipe: set then wrongtype", "exec", 0, "0", "OK\nQUEUED\nQUEUED\nOK\nWRONGTYPE Operation against a key holding the wrong kind of value\nexit status 0", rung.KindAmbiguous},
		{"pipe: three, two errors", "exec", 0, "0", "OK\nQUEUED\nQUEUED\nQUEUED\nERR value is not an integer or out of range\n\nOK\nERR no such key\n\nexit status 0", rung.KindAmbiguous},
		{"terminal: numbered replies", "exec", 0, "0", "OK\r\nQUEUED\r\nQUEUED\r\n1) OK\r\n2) (error) ERR value is not an integer or out of range\r\nexit status 0", rung.KindAmbiguous},
		{"pipe: error first, integer after", "", 0, "", "OK\nQUEUED\nQUEUED\nERR hash value is not an integer\n1\n", rung.KindAmbiguous},
		{"near: execabort", "exec", 0, "0", "OK\nQUEUED\nERR wrong number of arguments for 'lpushx' command\n\nEXECABORT Transaction discarded because of previous errors.\nexit status 0", rung.KindInvalid},
		{"near: every exec reply an error", "exec", 0, "0", "OK\nQUEUED\nERR wrong number of arguments for 'set' command\nexit status 0", rung.KindInvalid},
		{"near: the error alone", "exec", 1, "1", "WRONGTYPE Operation against a key holding the wrong kind of value\nexit status 1", rung.KindInvalid},
		{"near: busy after queued", "exec", 0, "0", "OK\nQUEUED\nBUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSAVE.\nexit status 0", rung.KindTransient},
		{"near: queued inside a line", "", 0, "", "job 7 QUEUED\nOK\nERR value is not an integer or out of range", rung.KindInvalid},
	})
}
