package classify

import "testing"

// First run at 5bf5790e: 23/34 overall, 9/17 tricky.
// Fixed: i1500-copy-same-key, i1500-lpos-rank-zero, i1500-script-attempt-modify-readonly-table (generic.go redisWords; TestGeneralise1500RedisArgumentValues); i1500-get-int-parse, i1500-get-float-parse (filedata.go redisReplyValue; TestGeneralise1500RedisReplyValue).
// Tolerated: i1500-wrongtype-in-script: invalid vs premise (ruling: docs/taxonomy.md Redis row "WRONGTYPE ... invalid", generic.go redisWords; as sets 649 and 1363): the set reads the key's type as a false belief about the data, the ruling the command as the wrong one for the key.
// Tolerated: i1500-blpop-timeout-empty: ambiguous vs transient (ruling: set 115's "redis: nil" is the key's nil reply, ambiguous, generic.go ambiguousWords): the set reads a blocking pop's timeout on an empty queue as a wait; the text's "redis: nil" cannot tell a BLPOP from a GET.
// Tolerated: i1500-hello-noproto: premise vs invalid (ruling: brokerwords.go "unsupported protocol version" premise, the pair shares no version): Redis itself answers NOPROTO only to a HELLO version other than 2 or 3 (the argument), but a RESP2-only server (Kvrocks without RESP3) answers it to HELLO 3, which reads premise.
// Tolerated: i1500-setnx-lock-held: unknown vs transient (one-off): a failure in disguise described in the set's own words (SetNX returned false); no library's fixed phrase to key on.
// Tolerated: i1500-unlock-lock-lost: unknown vs premise (one-off): a compare-and-delete unlock that returned 0, described in the set's own words; lockheld.go keys on the libraries' "lock not held" phrases.
// Tolerated: i1500-exec-partial: invalid vs ambiguous (one-off): a MULTI/EXEC partial application described in the set's own words around the failing command's ERR text; nothing the client prints marks the partial outcome.
func TestIndependentCases1500(t *testing.T) {
	runIndependent(t, "testdata/independent1500.jsonl", true, "i1500-wrongtype-in-script", "i1500-blpop-timeout-empty", "i1500-hello-noproto", "i1500-setnx-lock-held", "i1500-unlock-lock-lost", "i1500-exec-partial")
}

// TestGeneralise1500RedisReplyValue: go-redis's StringCmd converters (Int,
// Int64, Uint64, Float64, Bool, Time) return strconv's or time.Parse's
// error bare when the reply's value is not what the caller asked for
// (live go-redis v9.23.0 against Redis 7.0.15). Under protocol redis the
// refused value is the server's answer: the command ran, its result is
// unusable, ambiguous. Near misses: the same words under protocol go keep
// their reading, and a prefix naming an argument or a file keeps its own.
func TestGeneralise1500RedisReplyValue(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"atoi", "redis", 0, "", `strconv.Atoi: parsing "queued": invalid syntax`, ambiguous},
		{"parseint range", "redis", 0, "", `strconv.ParseInt: parsing "99999999999999999999": value out of range`, ambiguous},
		{"parseuint", "redis", 0, "", `strconv.ParseUint: parsing "-3": invalid syntax`, ambiguous},
		{"parsefloat", "redis", 0, "", `strconv.ParseFloat: parsing "n/a": invalid syntax`, ambiguous},
		{"parsebool", "redis", 0, "", `strconv.ParseBool: parsing "yes": invalid syntax`, ambiguous},
		{"time", "redis", 0, "", `parsing time "soon" as "2006-01-02T15:04:05.999999999Z07:00": cannot parse "soon" as "2006"`, ambiguous},
		{"near: go protocol keeps invalid", "go", 0, "", `strconv.Atoi: parsing "queued": invalid syntax`, invalid},
		{"near: argument prefix", "redis", 0, "", `argument ttl: strconv.Atoi: parsing "soon": invalid syntax`, invalid},
		{"near: a file's column", "redis", 0, "", `parse seed.csv: line 3, column ttl: strconv.Atoi: parsing "soon": invalid syntax`, premise},
		{"near: redis nil stays", "redis", 0, "", `redis: nil`, ambiguous},
	})
}

// TestGeneralise1500RedisArgumentValues: Redis's checks of one argument
// against its range or the other arguments (Redis 7.0 lposCommand,
// copyCommand: "RANK can't be zero", "COUNT can't be negative", "MAXLEN
// can't be negative", "source and destination objects are the same"), and
// the Lua sandbox's refusal of a global write (Redis 7 "Attempt to modify a
// readonly table", Redis 6 "Script attempted to create global variable"):
// the call or its script is wrong, invalid. Near misses keep their kinds.
func TestGeneralise1500RedisArgumentValues(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lpos rank", "redis", 0, "ERR", "ERR RANK can't be zero: use 1 to start from the first match, 2 from the second ... or use negative to start from the end of the list", invalid},
		{"lpos count", "redis", 0, "ERR", "ERR COUNT can't be negative", invalid},
		{"lpos maxlen", "redis", 0, "ERR", "ERR MAXLEN can't be negative", invalid},
		{"redis-py stripped", "", 0, "", "MAXLEN can't be negative", invalid},
		{"copy same", "redis", 0, "ERR", "ERR source and destination objects are the same", invalid},
		{"lua readonly table", "redis", 0, "ERR", "ERR user_script:3: Attempt to modify a readonly table script: 1b936e3fe509bcbc9cd0664897bbe8fd0cac101b, on @user_script:3.", invalid},
		{"function readonly table", "redis", 0, "ERR", "ERR user_function:2: Attempt to modify a readonly table script: spin, on @user_function:2.", invalid},
		{"lua create global", "redis", 0, "ERR", "ERR Error running script (call to f_4a2b): @enable_strict_lua:8: user_script:1: Script attempted to create global variable 'counter'", invalid},
		{"near: sqlite readonly database", "sqlite", 0, "", "attempt to write a readonly database", denied},
		{"near: overflow stays premise", "redis", 0, "ERR", "ERR increment or decrement would overflow", premise},
		{"near: no such key stays premise", "redis", 0, "ERR", "ERR no such key", premise},
		{"near: read only replica", "redis", 0, "READONLY", "READONLY You can't write against a read only replica.", premise},
	})
}
