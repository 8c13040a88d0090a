package classify

import "testing"

// First run at 41235d83: 26/33 overall, 7/14 tricky.
//
// The seven misses are tolerated, unfixed for want of time in this session
// (not because a ruling settles them the other way); each names the class a
// later set could mend:
// Tolerated: i1266-am-silence-limit: invalid vs premise (no written ruling on "exceeded maximum number of X: N (limit: M)" under a 400): Alertmanager's silence-count cap (-alertmanager.max-silences-count) is a standing quota on what the tenant holds, not a bad argument; countLimit reads only the "too many ... already" wording.
// Fixed in set 1623: i1266-pd-data-updated (roomwords.go staleSinceReadWords; TestGeneralise1623StaleSinceRead).
// Fixed in set 1623: i1266-pd-team-associations (worldstate.go standingWords; TestGeneralise1623ExistingAssociations).
// Tolerated: i1266-nr-timeseries-step: unknown vs invalid (no preset for New Relic NerdGraph's plain GraphQL errors under a 200): NRDB's "TIMESERIES step size is larger than the current time window" is the query's own argument.
// Tolerated: i1266-nr-timeseries-buckets: unknown vs invalid (same class): "TIMESERIES supports a maximum of 366 buckets" is a per-query bound the query must respect.
// Tolerated: i1266-nr-no-app-matched: unknown vs premise (same class): "No application was matched (did you specify appId, appName or entity.guid?)" says the named application is not there.
func TestIndependentCases1266(t *testing.T) {
	runIndependent(t, "testdata/independent1266.jsonl", true,
		"i1266-am-silence-limit",
		"i1266-nr-timeseries-step", "i1266-nr-timeseries-buckets", "i1266-nr-no-app-matched")
}
