package classify

// redisModules are the command prefixes of the modules Redis Stack and
// Redis 8 ship (RedisJSON, RediSearch, RedisTimeSeries, RedisBloom's
// Bloom, Cuckoo, Count-Min, Top-K and t-digest, RedisGraph): a command
// spelt with one of them is a real command of a module the server lacks.
var redisModules = [...]string{"json.", "ft.", "ts.", "bf.", "cf.", "cms.", "topk.", "tdigest.", "graph."}

// redisModuleMissing reads Redis's "unknown command" for a module's
// command ("ERR unknown command 'JSON.SET', with args beginning with: ...",
// redis-py's "unknown command 'FT.SEARCH'", Redis 6's backquotes) as
// premise: the server was started without the module, a fact of the
// deployment no spelling repairs, as set 871 reads an absent capability
// in other stores. Any other unknown command, a dotted one of no module
// ('LEASE.GRAB', set 810) among them, keeps the invalid reading: a
// misspelt or made-up name (sets 412, 810, 938).
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
	}
	return Result{}, false
}
