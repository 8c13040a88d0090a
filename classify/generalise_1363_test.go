package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1363 runs testdata/independent1363.jsonl: 36 failures
// captured live from Redis 7.0.15 (Debian) through go-redis v9.23.0 and
// redis-cli (ACL users, streams and consumer groups, Lua scripts and
// Functions, replicas, CLIENT PAUSE, redis-cli --pipe), written blind.
//
// First run at 2661d007: 23/36 overall, 7/14 tricky.
// Fixed: i1363-fcall-ro-write, i1363-eval-numkeys, i1363-lua-wrong-args, i1363-blpop-negative-timeout (generic.go redisWords; TestGeneralise1363RedisCallShape); i1363-hello-noauth, i1363-script-acl-command (generic.go redisWords; TestGeneralise1363RedisAuthority); i1363-failover-on-replica (generic.go redisWords; TestGeneralise1363RedisReplicaRole); i1363-unknown-command-newer (redismodule.go redisLaterCommands; TestGeneralise1363RedisLaterCommand); i1363-cli-pipe-partial, i1363-cli-pipe-partial-two (redispipe.go; TestGeneralise1363RedisPipeTally).
// Tolerated: i1363-script-wrongtype-hset: invalid vs premise (docs/taxonomy.md Redis row "WRONGTYPE ... invalid", generic.go redisWords): the set reads the key's type as a false belief about the data, the ruling reads the command as the wrong one for the key, as set 649's tolerated line.
// Tolerated: i1363-incrbyfloat-reply-unparsable: invalid vs ambiguous (one-off): go-redis's bare "strconv.ParseFloat: ... value out of range" carries no marker that the number was the server's reply rather than the caller's input, so the text cannot show the increment was applied.
// Tolerated: i1363-cli-server-closed: transient vs unknown (the server-closed-connection rulings, sets 412, 401, 1264: a peer that hung up proves nothing, transient): the set read the lost BLPOP reply as an outcome no one can tell; the rulings read a closed connection as a wait, and a retry goes behind the caller's own dedupe.
func TestIndependentCases1363(t *testing.T) {
	runIndependent(t, "testdata/independent1363.jsonl", true, "i1363-script-wrongtype-hset", "i1363-incrbyfloat-reply-unparsable", "i1363-cli-server-closed")
}

// TestGeneralise1363RedisCallShape: Redis's refusals of the call's own
// shape from its script and blocking-command checks (FCALL_RO of a writing
// function, a write from a read-only script, numkeys beyond the arguments,
// a redis.call with too few arguments, a negative or non-numeric blocking
// timeout) are invalid; the word "timeout" in them names the argument, not
// a wait. Near misses: a timeout that passed, BUSY, and a Lua error keep
// their readings.
func TestGeneralise1363RedisCallShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fcall_ro of a writing function", "go", 0, "ERR", "ERR Can not execute a script with write flag using *_ro command.", rung.KindInvalid},
		{"eval_ro that writes", "go", 0, "ERR", "ERR Write commands are not allowed from read-only scripts. script: 5e4b3c2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c, on @user_script:1.", rung.KindInvalid},
		{"eval numkeys too many", "go", 0, "ERR", "ERR Number of keys can't be greater than number of args", rung.KindInvalid},
		{"fcall numkeys negative", "go", 0, "ERR", "ERR Number of keys can't be negative", rung.KindInvalid},
		{"redis.call arity", "go", 0, "ERR", "ERR Wrong number of args calling Redis command from script script: 72273adc3c5955bf8543f1ad6ce893355b89617d, on @user_script:1.", rung.KindInvalid},
		{"redis.call no args", "go", 0, "ERR", "ERR Please specify at least one argument for this redis lib call script: 1b2c, on @user_script:1.", rung.KindInvalid},
		{"blpop negative", "go", 0, "ERR", "ERR timeout is negative", rung.KindInvalid},
		{"bzpopmin not a float", "go", 0, "ERR", "ERR timeout is not a float or out of range", rung.KindInvalid},
		{"near: pool timeout", "go", 0, "", "redis: connection pool timeout", rung.KindTransient},
		{"near: i/o timeout", "go", 0, "", "read tcp 127.0.0.1:43900->127.0.0.1:36300: i/o timeout", rung.KindTransient},
		{"near: busy", "go", 0, "BUSY", "BUSY Redis is busy running a script. You can only call FUNCTION KILL or SHUTDOWN NOSAVE.", rung.KindTransient},
		{"near: lua arithmetic", "go", 0, "ERR", "ERR user_script:1: attempt to perform arithmetic on a boolean value script: 4f12e198f88062932b521ab9e8cb3b73e8799292, on @user_script:1.", rung.KindInvalid},
	})
}

// TestGeneralise1363RedisAuthority: Redis's authority refusals in the
// sentences the older rows missed: NOAUTH before HELLO (its "must be called
// with" is no argument rule) and Redis 7's ACL check on a command a script
// calls ("The user executing the script can't run this command or
// subcommand"), both denied as NOAUTH and NOPERM. Near misses: a script's
// own errors stay invalid, OOM inside a script stays premise, and the
// client's AUTH to a server with no password stays invalid.
func TestGeneralise1363RedisAuthority(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"hello before auth", "go", 0, "NOAUTH", "NOAUTH HELLO must be called with the client already authenticated, otherwise the HELLO AUTH <user> <pass> option can be used to authenticate the client and select the RESP protocol version at the same time", rung.KindDenied},
		{"hello before auth, redis-cli", "exec", 0, "", "NOAUTH HELLO must be called with the client already authenticated, otherwise the HELLO <proto> AUTH <user> <pass> option can be used to authenticate the client and select the RESP protocol version at the same time", rung.KindDenied},
		{"script acl command", "go", 0, "ERR", "ERR The user executing the script can't run this command or subcommand script: b0d697da25b13e49157b2c214a4033546aba2104, on @user_script:1.", rung.KindDenied},
		{"function acl command", "go", 0, "ERR", "ERR The user executing the script can't run this command or subcommand script: w1363_purge, on @user_function:3.", rung.KindDenied},
		{"near: noauth plain", "go", 0, "NOAUTH", "NOAUTH Authentication required.", rung.KindDenied},
		{"near: script not allowed command", "go", 0, "ERR", "ERR This Redis command is not allowed from script script: 0cb0913a2c4f1e9bc4893debad155b6c32689b71, on @user_script:1.", rung.KindInvalid},
		{"near: script oom", "go", 0, "OOM", "OOM command not allowed when used memory > 'maxmemory'. script: 219bb33e7c6773035c720850383aa2ebb63d9904, on @user_script:1.", rung.KindPremise},
		{"near: auth without password", "go", 0, "ERR", "ERR AUTH <password> called without any password configured for the default user. Are you sure your configuration is correct?", rung.KindInvalid},
	})
}

// TestGeneralise1363RedisReplicaRole: a command for a primary sent to a
// replica (FAILOVER, as WAIT and a write's READONLY) is premise: the node's
// role is not the one the plan believed. Near misses: FAILOVER's argument
// errors and a replica whose link is down keep their readings.
func TestGeneralise1363RedisReplicaRole(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"failover on replica", "go", 0, "ERR", "ERR FAILOVER is not valid when server is a replica.", rung.KindPremise},
		{"failover on replica, redis-cli", "exec", 0, "", "ERR FAILOVER is not valid when server is a replica.\n", rung.KindPremise},
		{"near: wait on replica", "go", 0, "ERR", "ERR WAIT cannot be used with replica instances. Please also note that since Redis 4.0 if a replica is configured to be writable (which is not the default) writes to replicas are just local and are not propagated.", rung.KindPremise},
		{"near: failover syntax", "go", 0, "ERR", "ERR syntax error", rung.KindInvalid},
		{"near: masterdown", "go", 0, "MASTERDOWN", "MASTERDOWN Link with MASTER is down and replica-serve-stale-data is set to 'no'.", rung.KindTransient},
	})
}

// TestGeneralise1363RedisLaterCommand: Redis's "unknown command" for a core
// command of a later release (HEXPIRE, added in 7.4, sent to 7.0; LMPOP to
// 6.2; GETDEL to 6.0) is premise, as a module's command is: the server is
// older than the plan assumed and no spelling repairs it. Near misses: a
// misspelling, a longer or shorter name, and an unknown subcommand stay
// invalid.
func TestGeneralise1363RedisLaterCommand(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"hexpire on 7.0", "go", 0, "ERR", "ERR unknown command 'HEXPIRE', with args beginning with: 'w1363-h' '60' 'FIELDS' '1' 'f' ", rung.KindPremise},
		{"lmpop on 6.2", "go", 0, "ERR", "ERR unknown command 'lmpop', with args beginning with: '1' 'q' 'LEFT' ", rung.KindPremise},
		{"getdel on 6.0, backquotes", "go", 0, "ERR", "ERR unknown command `GETDEL`, with args beginning with: `k`, ", rung.KindPremise},
		{"hgetex on 7.4, redis-py", "", 0, "", "unknown command 'HGETEX', with args beginning with: 'h' 'FIELDS' '1' 'f' ", rung.KindPremise},
		{"near: typo", "go", 0, "ERR", "ERR unknown command 'GETT', with args beginning with: 'w1363-k' ", rung.KindInvalid},
		{"near: longer name", "go", 0, "ERR", "ERR unknown command 'HEXPIREX', with args beginning with: 'h' ", rung.KindInvalid},
		{"near: shorter name", "go", 0, "ERR", "ERR unknown command 'GETD', with args beginning with: 'k' ", rung.KindInvalid},
		{"near: unknown subcommand", "go", 0, "ERR", "ERR unknown subcommand 'W1363'. Try CONFIG HELP.", rung.KindInvalid},
		{"near: module command", "go", 0, "ERR", "ERR unknown command 'JSON.SET', with args beginning with: 'w1363-doc' '$' '{\"a\":1}' ", rung.KindPremise},
	})
}

// TestGeneralise1363RedisPipeTally: redis-cli --pipe's closing summary
// ("Last reply received from server." then "errors: N, replies: M") with
// 0 < N < M is a partial success, ambiguous: some commands failed and the
// rest were applied, whatever the first error's words say. Near misses:
// every reply an error, no error, and the error alone keep the words'
// reading.
func TestGeneralise1363RedisPipeTally(t *testing.T) {
	const head = "All data transferred. Waiting for the last reply...\nLast reply received from server.\n"
	runWordingCases(t, []wordingCase{
		{"one of three", "exec", 1, "", "WRONGTYPE Operation against a key holding the wrong kind of value\n" + head + "errors: 1, replies: 3\n", rung.KindAmbiguous},
		{"two of five", "exec", 1, "", "ERR value is not an integer or out of range\nWRONGTYPE Operation against a key holding the wrong kind of value\n" + head + "errors: 2, replies: 5\n", rung.KindAmbiguous},
		{"noperm in a large batch", "exec", 1, "", "NOPERM this user has no permissions to access one of the keys used as arguments\n" + head + "errors: 1, replies: 10000\n", rung.KindAmbiguous},
		{"near: every reply an error", "exec", 1, "", "NOPERM this user has no permissions to run the 'set' command\nNOPERM this user has no permissions to run the 'set' command\n" + head + "errors: 2, replies: 2\n", rung.KindDenied},
		{"near: the error alone", "go", 0, "WRONGTYPE", "WRONGTYPE Operation against a key holding the wrong kind of value", rung.KindInvalid},
		{"near: a tally without redis-cli's marker", "", 0, "", "import failed: errors: 1, replies: 3, duplicate key value violates unique constraint", rung.KindConflict},
	})
}
