package classify

import (
	"regexp"
	"strings"
)

// redisRedirect reads a Redis Cluster redirection reply surfaced as an
// error: "MOVED 3999 127.0.0.1:6381" (the slot has a new owner) or "ASK
// 3999 127.0.0.1:6381" (the slot is migrating), as go-redis's plain
// client, redis-py's ResponseError, ioredis's ReplyError and Jedis's
// JedisMovedDataException pass it on, from Redis, Valkey, KeyDB or
// Dragonfly. The cluster spec asks the client to reissue the same command
// to the named node: nothing the call rests on is false, and the command
// succeeds there or once the client refreshes its slot map (transient,
// set 579). The upper-case word, a slot number and a host:port must all be
// there, so prose that says "moved" is not read.
func redisRedirect(t string) (Result, bool) {
	// The regexp runs on every text the text shapes see: rule most out
	// with two plain searches first.
	if !strings.Contains(t, "MOVED ") && !strings.Contains(t, "ASK ") || !redisRedirectRe.MatchString(t) {
		return Result{}, false
	}
	return Result{Kind: transient, Reason: "Redis Cluster redirection (MOVED/ASK): reissue the command to the node that now serves the slot"}, true
}

var redisRedirectRe = regexp.MustCompile(`(?:^|[\s:])(?:MOVED|ASK) \d{1,5} [A-Za-z0-9.\-\[\]:]*:\d{1,5}(?:$|\s)`)
