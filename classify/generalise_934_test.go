package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at ec955ca4: 31/32 overall, 15/16 tricky.
func TestIndependentCases934(t *testing.T) {
	runIndependent(t, "testdata/independent934.jsonl", true)
}

// TestGeneralise934 checks a Redis reply that says the server does not
// hold the script (NOSCRIPT) or the memory (OOM) the call rests on, in the
// words each client gives it, with and without the reply's first word
// (redis-py strips it), with near misses.
func TestGeneralise934(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"redis-py NoScriptError", "", 0, "", "No matching script. Please use EVAL.", rung.KindPremise},
		{"ioredis ReplyError", "", 0, "", "ReplyError: NOSCRIPT No matching script. Please use EVAL.", rung.KindPremise},
		{"go-redis", "", 0, "", "NOSCRIPT No matching script. Please use EVAL.", rung.KindPremise},
		{"jedis", "", 0, "", "redis.clients.jedis.exceptions.JedisNoScriptException: NOSCRIPT No matching script. Please use EVAL.", rung.KindPremise},
		{"lettuce", "", 0, "", "io.lettuce.core.RedisNoScriptException: NOSCRIPT No matching script. Please use EVAL.", rung.KindPremise},
		{"node-redis ErrorReply", "", 0, "", "[ErrorReply: NOSCRIPT No matching script. Please use EVAL.]", rung.KindPremise},
		{"redis-py OutOfMemoryError", "", 0, "", "command not allowed when used memory > 'maxmemory'.", rung.KindPremise},
		// Near misses: a script that is running, none running, or a
		// script whose own code failed keep their readings.
		{"redis BUSY", "", 0, "", "BUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSAVE.", rung.KindTransient},
		{"redis NOTBUSY", "", 0, "", "NOTBUSY No scripts in execution right now.", rung.KindConflict},
		{"redis lua runtime error", "", 0, "", "ERR user_script:1: attempt to perform arithmetic on local 'v' (a boolean value)", rung.KindInvalid},
	})
}
