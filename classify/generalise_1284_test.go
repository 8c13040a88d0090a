package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 78d8bcaa: 15/32 overall, 2/12 tricky.
// i1284-cluster-disabled missed on the first run (set 810's ruling read it invalid) and passes since the lead's revision after set 1363: a standalone server is the deployment, premise.
func TestIndependentCases1284(t *testing.T) {
	runIndependent(t, "testdata/independent1284.jsonl", true)
}

// TestGeneralise1284RedisReplies holds set 1284's Redis replies (Redis
// 7.0.15 through go-redis v9) in their forms, and near misses that keep
// their old kinds.
func TestGeneralise1284RedisReplies(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"restore payload", "redis", 0, "ERR", "ERR DUMP payload version or checksum are wrong", rung.KindInvalid},
		{"restore payload bare", "", 0, "", "DUMP payload version or checksum are wrong", rung.KindInvalid},
		{"lua global", "redis", 0, "ERR", "ERR user_script:1: Script attempted to access nonexistent global variable 'w1284_x' script: 9e2a63, on @user_script:1.", rung.KindInvalid},
		{"lua global redis-py", "", 0, "", "Error running script (call to f_9e2a63): @user_script:1: user_script:1: Script attempted to access nonexistent global variable 'cfg'", rung.KindInvalid},
		{"hincrby", "redis", 0, "ERR", "ERR hash value is not an integer", rung.KindInvalid},
		{"hincrby bare", "", 0, "", "hash value is not an integer", rung.KindInvalid},
		{"zadd nx xx", "redis", 0, "ERR", "ERR XX and NX options at the same time are not compatible", rung.KindInvalid},
		{"expire nx xx", "", 0, "", "ERR NX and XX, GT or LT options at the same time are not compatible", rung.KindInvalid},
		{"zadd gt lt nx", "", 0, "", "ERR GT, LT, and/or NX options at the same time are not compatible", rung.KindInvalid},
		{"xsetid", "redis", 0, "ERR", "ERR The ID specified in XSETID is smaller than the target stream top item", rung.KindInvalid},
		{"sort alpha", "", 0, "", "ERR One or more scores can't be converted into double", rung.KindInvalid},
		{"subscribed 7", "", 0, "", "ERR Can't execute 'get': only (P|S)SUBSCRIBE / (P|S)UNSUBSCRIBE / PING / QUIT / RESET are allowed in this context", rung.KindInvalid},
		{"subscribed 6", "", 0, "", "ERR only (P)SUBSCRIBE / (P)UNSUBSCRIBE / PING / QUIT allowed in this context", rung.KindInvalid},
		{"pfadd wrongtype", "redis", 0, "WRONGTYPE", "WRONGTYPE Key is not a valid HyperLogLog string value.", rung.KindInvalid},
		{"incr overflow", "redis", 0, "ERR", "ERR increment or decrement would overflow", rung.KindPremise},
		{"object freq", "", 0, "", "ERR An LFU maxmemory policy is not selected, access frequency not tracked. Please note that when switching between policies at runtime LRU and LFU data will take some time to adjust.", rung.KindPremise},
		{"wait replica", "redis", 0, "ERR", "ERR WAIT cannot be used with replica instances. Please also note that since Redis 4.0 if a replica is configured to be writable (which is not the default) writes to replicas are just local and are not propagated.", rung.KindPremise},
		{"debug disabled", "redis", 0, "ERR", "ERR DEBUG command not allowed. If the enable-debug-command option is set to \"local\", you can run it from a local connection, otherwise you need to set this option in the configuration file, and then restart the server.", rung.KindDenied},
		{"module disabled", "", 0, "", "ERR MODULE command not allowed. If the enable-module-command option is set to \"local\", you can run it from a local connection, otherwise you need to set this option in the configuration file, and then restart the server.", rung.KindDenied},
		{"protected config", "redis", 0, "ERR", "ERR CONFIG SET failed (possibly related to argument 'dir') - can't set protected config", rung.KindDenied},
		{"client kill gone", "redis", 0, "ERR", "ERR No such client", rung.KindConflict},
		{"function delete gone", "", 0, "", "ERR Library not found", rung.KindConflict},
		// Near misses keep their readings.
		{"near: not an integer", "redis", 0, "ERR", "ERR value is not an integer or out of range", rung.KindInvalid},
		{"near: no such key", "redis", 0, "ERR", "ERR no such key", rung.KindPremise},
		{"near: notbusy", "", 0, "", "NOTBUSY No scripts in execution right now.", rung.KindConflict},
		{"near: immutable config", "", 0, "", "ERR CONFIG SET failed (possibly related to argument 'daemonize') - can't set immutable config", rung.KindPremise},
		{"near: xadd smaller", "", 0, "", "ERR The ID specified in XADD is equal or smaller than the target stream top item", rung.KindInvalid},
		{"near: wrongtype", "", 0, "", "WRONGTYPE Operation against a key holding the wrong kind of value", rung.KindInvalid},
		{"near: readonly", "", 0, "", "READONLY You can't write against a read only replica.", rung.KindPremise},
	})
}
