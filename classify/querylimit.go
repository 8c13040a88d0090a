package classify

// queryOverLimit finds a GraphQL query refused for its own size before it
// ran: the server's per-query node, complexity, depth or cost limit, in any
// server's wording (set 444). GitHub's MAX_NODE_LIMIT_EXCEEDED "By the time
// this query traverses to the comments connection, it is requesting up to
// 1,000,000 possible nodes which exceeds the maximum limit of 500,000",
// graphql-ruby's "Query has complexity of 12000, which exceeds max
// complexity of 10000" and "Query has depth of 16, which exceeds max depth
// of 15", graphql-depth-limit's "'Q' exceeds maximum operation depth of
// 10", Hot Chocolate's "The maximum allowed operation complexity was
// exceeded." The call is wrong and the goal is fine: ask for smaller pages
// or fewer nested connections. A per-window budget or a rate limit spent
// by many queries (monday.com's "Complexity budget exhausted ... reset in
// 42 seconds", Shopify's THROTTLED) is time, not shape, and stays with the
// budget and rate-limit rules.
func queryOverLimit(t string) bool {
	if !hasAny(t, "query", "operation") {
		return false
	}
	if !hasAny(t, "complexity", "depth", "possible nodes", "query cost", "cost is") {
		return false
	}
	if !hasAny(t, "exceeds max", "exceeds the max", "exceeds maximum", "exceeds the maximum", "exceeds the limit", "limit exceeded", "was exceeded", "exceeded, found") {
		return false
	}
	// Time, not shape: a budget, quota or rate spent across queries.
	return !hasAny(t, "budget", "quota", "rate limit", "throttl", "per minute", "per second", "per hour", "reset in", "resets in", "retry in", "retry after", "timeout", "timed out")
}
