package classify

import "testing"

// First run at b51f90fc: 28/36 overall, 15/18 tricky.
// Tolerated: i1797-artifact-expired: unknown vs premise (one-off): dawidd6/action-download-artifact's own summary "no downloadable artifacts found (expired)"; GitHub's own "Artifact has expired" reads premise.
// Tolerated: i1797-slack-not-in-channel-invite: denied vs premise (ruling): taxonomy's Slack row, not_in_channel denied by the lead after sets 281 to 482.
// Tolerated: i1797-slack-deprecated-endpoint: invalid vs premise (ruling): taxonomy reads Slack's method_deprecated/deprecated_endpoint as invalid (the call's own target).
// Tolerated: i1797-slack-fatal-error: transient vs unknown (ruling): taxonomy's Slack row, fatal_error transient by the lead after sets 7 to 977.
// Tolerated: i1797-stripe-account-invalid: denied vs invalid (ruling): codes.go reads Stripe's account_invalid denied; the corpus labels it denied 13 times to 1 premise.
func TestIndependentCases1797(t *testing.T) {
	runIndependent(t, "testdata/independent1797.jsonl", true,
		"i1797-artifact-expired", "i1797-slack-not-in-channel-invite", "i1797-slack-deprecated-endpoint",
		"i1797-slack-fatal-error", "i1797-stripe-account-invalid")
}

// GitHub's 409 "Conflict: Commit status checks failed for <ref>." from
// POST /deployments, whose errors[].contexts show a required context still
// pending and none failed: wait for the checks, transient (docs.github.com
// rest/deployments; drevops/vortex issue 1903). Near misses: a failed or
// errored context, and a body with no states, keep premise; a 422 with
// "pending" words keeps its reading.
func TestGeneralise1797DeployChecksPending(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pending only", "http", 409, "", `{"message":"Conflict: Commit status checks failed for main.","errors":[{"contexts":[{"context":"ci/build","state":"pending"}],"resource":"Deployment","field":"required_contexts","code":"invalid"}],"documentation_url":"https://docs.github.com/rest/deployments/deployments#create-a-deployment","status":"409"}`, transient},
		{"pending and success", "http", 409, "", `{"message":"Conflict: Commit status checks failed for 0fe0cedfc7fea884f347fcee48d18769d10d5e1e.","errors":[{"contexts":[{"context":"lint","state":"success"},{"context":"e2e","state":"pending"}],"resource":"Deployment","field":"required_contexts","code":"invalid"}],"documentation_url":"https://docs.github.com/rest/deployments/deployments#create-a-deployment"}`, transient},
		{"failure beside pending", "http", 409, "", `{"message":"Conflict: Commit status checks failed for master.","errors":[{"contexts":[{"context":"ci/circleci","state":"pending"},{"context":"container/docker","state":"failure"}],"resource":"Deployment","field":"required_contexts","code":"invalid"}],"documentation_url":"https://docs.github.com/rest/deployments/deployments#create-a-deployment"}`, premise},
		{"error state", "http", 409, "", `{"message":"Conflict: Commit status checks failed for master.","errors":[{"contexts":[{"context":"ci","state":"error"}],"resource":"Deployment","field":"required_contexts","code":"invalid"}],"documentation_url":"https://docs.github.com/rest/deployments/deployments#create-a-deployment"}`, premise},
		{"no states (go-github text)", "http", 409, "", `POST https://api.github.com/repos/o/r/deployments: 409 Conflict: Commit status checks failed for master. [{Resource:Deployment Field:required_contexts Code:invalid}]`, premise},
	})
}

// Two refusals SDKs hand over as bare text, read as under their HTTP
// statuses: a GitHub App JWT whose time claim is out of range (Octokit,
// actions/create-github-app-token, github3.py) is invalid (jwtclaim.go), and
// a Stripe idempotency key reused on another endpoint or with other
// parameters (stripe-ruby) is invalid (endstate.go idemReuseWords). Near
// misses: a key whose first request is still in flight stays transient; a
// merely expired or undecodable token is not read here; and GitHub's undecodable token stays out of this reader.
func TestGeneralise1797SDKBareRefusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"octokit exp ghes", "", 0, "", "'Expiration time' claim ('exp') is too far in the future - https://docs.github.com/enterprise-server@3.10/rest", invalid},
		{"octokit exp dotcom", "", 0, "", "'Expiration time' claim ('exp') is too far in the future - https://docs.github.com/rest", invalid},
		{"iat integer", "", 0, "", "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued - https://docs.github.com/rest", invalid},
		{"stripe endpoint reuse", "", 0, "", "Keys for idempotent requests can only be used for the same endpoint they were first used for ('/v1/charges' vs '/v1/refunds'). Try using a key other than 'abc' if you meant to execute a different request.", invalid},
		{"stripe params reuse", "", 0, "", "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'abc' if you meant to execute a different request.", invalid},
		{"in flight", "", 0, "", "There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): abc. Please try again later.", transient},
	})
}
