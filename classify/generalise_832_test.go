package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 54b1e6a: 20/32 overall, 5/14 tricky.
// Fixed: i832-wrangler-remote-login ("must be logged in to" and kin read as a missing sign-in, generic.go).
// Tolerated: i832-api-1049-not-registered: premise vs invalid (the HTTP 400 default, httppreset/classstatus: the request is wrong): a domain "not a registered domain" is either a typo'd argument or a domain not yet registered; both readings hold.
// Tolerated: i832-wrangler-size-limit: invalid vs premise (planExcludesReason in raised.go: a message that offers a plan upgrade is the plan's limit): the bundle is too large (payload too large) and the free plan's cap is what it exceeds; both readings hold.
// Tolerated: i832-runtime-1101: premise vs transient (bare HTTP 500 is transient, httppreset.go): the body "error code: 1101" carries no more words than a 500; Cloudflare says the Worker threw, a deterministic bug, yet a 500 alone reads as time; both readings hold.
// Tolerated: i832-runtime-subrequests: premise vs invalid (generic.go "too many" rule: the call asks for too many): the invocation's own work must change to fit the per-invocation cap; a spent quota (premise) and an oversized request (invalid) both fit.
// Tolerated: i832-r2-ifmatch: premise vs conflict (aws.go: PreconditionFailed on a create-only write is already exists): R2 gives the same message for If-Match and If-None-Match, so only the request tells which; both readings hold.
// Tolerated: i832-api-1061-zone-exists: conflict vs invalid ((a) pending review: "unable to have duplicate sites" is not read as a duplicate; not fixed in the time limit).
// Tolerated: i832-wrangler-10353-blocked: denied vs unknown ((a)/(c) pending review: "You have been blocked from deploying" is read by no rule; a blocked account may be premise under codes.go holderStates, so my label is contestable).
// Tolerated: i832-runtime-cpu: premise vs unknown ((c) pending review: my premise label for a per-invocation CPU limit is contestable; no rule reads it).
// Fixed later by the lead's ruling after set 1784: i832-do-code-updated (roomwords.go queryMemoryWords).
// Tolerated: i832-pages-files: invalid vs unknown ((a) pending review: "only supports up to N files in a deployment" is not read as a per-request item cap, callshape.go tooManyItems; not fixed in the time limit).
// TestIndependentCases832 runs held-out set 832: Cloudflare API v4, wrangler, Workers runtime, KV, R2, D1, Durable Objects, Queues and Pages failures, labelled blind.
func TestIndependentCases832(t *testing.T) {
	runIndependent(t, "testdata/independent832.jsonl", true,
		"i832-api-1049-not-registered", "i832-wrangler-size-limit", "i832-runtime-1101", "i832-runtime-subrequests", "i832-r2-ifmatch",
		"i832-api-1061-zone-exists", "i832-wrangler-10353-blocked", "i832-runtime-cpu", "i832-pages-files")
}

// TestGeneralise832 holds the sign-in-required class found by set 832: a
// message saying the caller must be logged in is denied even though its
// "must be" reads like an argument constraint.
func TestGeneralise832(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"npm ENEEDAUTH", "", 0, "ENEEDAUTH", "npm ERR! code ENEEDAUTH\nnpm ERR! need auth This command requires you to be logged in to https://registry.npmjs.org/", rung.KindDenied},
		{"Discourse not_logged_in", "http", 403, "", "{\"errors\":[\"You need to be logged in to do that.\"],\"error_type\":\"not_logged_in\"}", rung.KindDenied},
		{"WordPress rest_not_logged_in", "http", 401, "rest_not_logged_in", "{\"code\":\"rest_not_logged_in\",\"message\":\"You are not currently logged in.\",\"data\":{\"status\":401}}", rung.KindDenied},
		{"flyctl must be authenticated", "", 0, "", "Error: You must be authenticated to view this.", rung.KindDenied},
		{"kubectl must be logged in", "", 0, "", "error: You must be logged in to the server (the server has asked for the client to provide credentials)", rung.KindDenied},
		{"near miss: events must be logged in order", "", 0, "", "audit events must be logged in order of their sequence number", rung.KindInvalid},
		{"near miss: name must be lowercase", "", 0, "", "Error: project name must be lowercase and may contain only dashes", rung.KindInvalid},
	})
}
