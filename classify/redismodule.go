package classify

// redisModules are the command prefixes of the modules Redis Stack and
// Redis 8 ship (RedisJSON, RediSearch, RedisTimeSeries, RedisBloom's
// Bloom, Cuckoo, Count-Min, Top-K and t-digest, RedisGraph): a command
// spelt with one of them is a real command of a module the server lacks.
var redisModules = [...]string{"json.", "ft.", "ts.", "bf.", "cf.", "cms.", "topk.", "tdigest.", "graph."}

// redisLaterCommands are core commands of Redis releases after those many
// servers still run (redis.io/docs/latest/commands, "Available since"):
// 6.2 (GETDEL, GETEX, LMOVE, BLMOVE, COPY, ZRANGESTORE, ZUNION, ZINTER,
// ZDIFF, ZDIFFSTORE, ZMSCORE, SMISMEMBER, ZRANDMEMBER, HRANDFIELD,
// GEOSEARCH, GEOSEARCHSTORE, XAUTOCLAIM, FAILOVER), 7.0 (LMPOP, BLMPOP,
// ZMPOP, BZMPOP, SINTERCARD, LCS, EXPIRETIME, PEXPIRETIME, FCALL, FCALL_RO,
// EVAL_RO, EVALSHA_RO, SORT_RO, SPUBLISH, SSUBSCRIBE, SUNSUBSCRIBE), 7.2
// (WAITAOF), 7.4 (the hash-field TTL commands HEXPIRE ... HPERSIST), 8.0
// (HGETDEL, HGETEX, HSETEX). An unknown command spelt exactly as one of
// them is a real command the server is too old for, not a misspelling.
var redisLaterCommands = [...]string{
	"getdel", "getex", "lmove", "blmove", "copy", "zrangestore", "zunion", "zinter", "zdiff", "zdiffstore", "zmscore", "smismember", "zrandmember", "hrandfield", "geosearch", "geosearchstore", "xautoclaim", "failover",
	"lmpop", "blmpop", "zmpop", "bzmpop", "sintercard", "lcs", "expiretime", "pexpiretime", "fcall", "fcall_ro", "eval_ro", "evalsha_ro", "sort_ro", "spublish", "ssubscribe", "sunsubscribe",
	"waitaof",
	"hexpire", "hpexpire", "hexpireat", "hpexpireat", "httl", "hpttl", "hexpiretime", "hpexpiretime", "hpersist",
	"hgetdel", "hgetex", "hsetex",
}

// redisModuleMissing reads Redis's "unknown command" for a module's
// command ("ERR unknown command 'JSON.SET', with args beginning with: ...",
// redis-py's "unknown command 'FT.SEARCH'", Redis 6's backquotes) as
// premise: the server was started without the module, a fact of the
// deployment no spelling repairs, as set 871 reads an absent capability
// in other stores. Any other unknown command, a dotted one of no module
// ('LEASE.GRAB', set 810) among them, keeps the invalid reading: a
// misspelt or made-up name (sets 412, 810, 938). A core command of a later
// Redis release (redisLaterCommands: HEXPIRE on 7.0) reads premise the same
// way: the server's version, not the spelling, is what fails (set 1363).
func redisModuleMissing(t string) (Result, bool) {
	for i := range foldMatches(t, "unknown command ") {
		rest := t[i+len("unknown command "):]
		if rest == "" || (rest[0] != '\'' && rest[0] != '`') {
			continue
		}
		for _, m := range redisModules {
			if hasPrefixFold(rest[1:], m) {
				return verdict(premise, "Redis: unknown command of a module ("+m+"*): the server does not load that module")
			}
		}
		// Set 1363: a core command of a later release, spelt exactly
		// (the closing quote right after the name).
		for _, m := range redisLaterCommands {
			if len(rest) > len(m)+1 && rest[len(m)+1] == rest[0] && hasPrefixFold(rest[1:], m) {
				return verdict(premise, "Redis: unknown command that a later Redis release has ("+m+"): the server is older than the plan assumed")
			}
		}
	}
	return Result{}, false
}
