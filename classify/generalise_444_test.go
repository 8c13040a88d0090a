package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases444 runs held-out set 444: GitHub REST/GraphQL and Slack Web API failures in depth, from the vendors' docs, labelled blind.
// First run at e6b1df8: 33/35 overall, 29/31 tricky.
// i444-gh-graphql-node-limit passed the first run only on the low-confidence "exceeds" word; querylimit.go now reads the class.
// Fixed later by the lead: i444-slack-fatal-error (codes.go: Slack's fatal_error is transient, the possible partial effect is the attempt's Effect (the lead's ruling after sets 7, 424, 444, 470, 484, 495, 618 and 977)).
// Tolerated: i444-gh-app-jwt-exp: invalid vs denied (the lead's JWT-claim ruling after blind sets 398, 470 and 495, jwtclaim.go): a GitHub App JWT whose exp is too far ahead is a token built wrong, not a credential the agent lacks.
func TestIndependentCases444(t *testing.T) {
	runIndependent(t, "testdata/independent444.jsonl", true, "i444-gh-app-jwt-exp")
}

// TestGeneralise444 checks a GraphQL query refused for its own size (the
// server's per-query node, complexity, depth or cost limit) as invalid in
// other servers' wordings, with near misses that are time, not shape.
func TestGeneralise444(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"graphql-armor depth", "", 0, "", "Syntax Error: Query depth limit of 6 exceeded, found 9.", rung.KindInvalid},
		{"complexity limit exceeded", "http", 200, "", `{"errors":[{"message":"Query complexity limit exceeded: 2400 > 1000"}]}`, rung.KindInvalid},
		{"hot chocolate complexity", "", 0, "", "The maximum allowed operation complexity was exceeded.", rung.KindInvalid},
		{"gitlab complexity", "http", 200, "", `{"errors":[{"message":"Query has complexity of 310, which exceeds max complexity of 250"}]}`, rung.KindInvalid},
		{"graphql-ruby depth", "http", 200, "", `{"errors":[{"message":"Query has depth of 16, which exceeds max depth of 15"}]}`, rung.KindInvalid},
		{"graphql-depth-limit", "", 0, "", "'ListIssues' exceeds maximum operation depth of 10", rung.KindInvalid},
		{"gh cli node limit", "", 0, "", "GraphQL: By the time this query traverses to the reviews connection, it is requesting up to 2,000,000 possible nodes which exceeds the maximum limit of 500,000.", rung.KindInvalid},
		{"github node limit code", "http", 200, "MAX_NODE_LIMIT_EXCEEDED", `{"errors":[{"type":"MAX_NODE_LIMIT_EXCEEDED","message":"requesting too many nodes"}]}`, rung.KindInvalid},
		// Near misses: a budget or a rate spent across queries is time.
		{"monday budget refill", "http", 200, "", `{"errors":[{"message":"Complexity budget exhausted, query cost 30001 budget remaining 2999 out of 1000000 reset in 42 seconds"}]}`, rung.KindTransient},
		{"shopify throttled", "http", 200, "", `{"errors":[{"message":"Throttled","extensions":{"code":"THROTTLED","cost":{"requestedQueryCost":752,"actualQueryCost":null}}}]}`, rung.KindTransient},
		{"complexity rate limit", "http", 429, "", `{"errors":[{"message":"Query complexity rate limit exceeded: 10000 points per minute, retry in 12 seconds"}]}`, rung.KindTransient},
	})
}
