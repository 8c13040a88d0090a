package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases120 runs testdata/independent120.jsonl, a fourth
// documented set by another writer in the dev sample's proportions: 35
// failures from the vendors' own error references (Anthropic Messages API,
// Go's net/http, os and crypto/tls, PostgreSQL via pgx with SQLSTATE, OpenAI,
// MCP JSON-RPC errors and isError results, AWS SDK for Go v2 text for S3,
// DynamoDB, SQS, Lambda and STS, Gemini and Places, grpc-go, GitHub REST,
// Slack, Stripe and Kubernetes), 23 of them tricky (a 409 that is a wait, a
// 403 that is an exhausted quota, a 400 INVALID_ARGUMENT that is a bad key,
// a 405 that is a pull request's state, a 412 that is already-exists, an
// HTTP 200 that is a filtered answer or a malformed call).
//
// First run, on a clean copy of ae02c33 (the labelled set's commit): 35/35
// overall, 23/23 tricky; no misses, so nothing is tolerated. Probing the
// set's situations in about 150 other programs' and SDKs' words afterwards
// found two classes that missed, fixed and checked below: a registry's
// refusal to replace a version it holds (TestGeneralise120, republish.go)
// and an account held for its billing (TestGeneralise120BillingHold).
// Tolerated: i120-grpc-unimplemented-unknown-service: premise vs invalid: the lead revised grpc-go's whole-service "unknown service X" under UNIMPLEMENTED to premise after blind sets 321, 334, 341, 562, 588, 660, 907, 1070, 1084, 1235 and 1388 (12 labels to 5): the target does not serve the API at all, which no argument repairs (grpc.go).
func TestIndependentCases120(t *testing.T) {
	runIndependent(t, "testdata/independent120.jsonl", true, "i120-grpc-unimplemented-unknown-service")
}

// TestGeneralise120 checks a class found by probing set 120's situations in
// other software's words after its first run (which had no misses): a
// package registry's refusal to replace a version it already holds is
// conflict, whatever the status it comes under (republish.go). npm's 403
// "You cannot publish over the previously published versions" read denied
// and Nexus's 400 "Repository does not allow updating assets" invalid
// before; GitHub Packages', PyPI's and crates.io's words already met it.
// A registry's refusal of the caller's authority stays denied.
func TestGeneralise120(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// npm registry, PUT of a name@version already published (npm/cli
		// E403; docs.npmjs.com "Unpublish policy": a version once used
		// cannot be reused).
		{"npm publish over published version, body", "http", 403, "", `{"error":"You cannot publish over the previously published versions: 1.4.2."}`, rung.KindConflict},
		{"npm publish over published version, npm ERR!", "", 0, "", "npm ERR! code E403\nnpm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fwidget - You cannot publish over the previously published versions: 1.4.2.", rung.KindConflict},
		{"npm publish over published version, bare", "", 0, "", "You cannot publish over the previously published versions: 1.4.2.", rung.KindConflict},
		// GitHub Packages' npm registry (docs.github.com "Working with the
		// npm registry": a version cannot be published twice).
		{"github packages publish over existing version", "http", 409, "", `{"error":"Cannot publish over existing version"}`, rung.KindConflict},
		{"github packages publish over, npm ERR!", "", 0, "", "npm ERR! 409 Conflict - PUT https://npm.pkg.github.com/@acme%2fwidget - Cannot publish over existing version", rung.KindConflict},
		// Sonatype Nexus Repository 3, a release repository with the
		// "Disable redeploy" write policy, through Maven's deploy plugin.
		{"nexus does not allow updating assets", "http", 400, "", "Repository does not allow updating assets: maven-releases", rung.KindConflict},
		{"nexus through maven deploy", "", 0, "", "Failed to deploy artifacts: Could not transfer artifact com.acme:widget:jar:1.4.2 from/to releases (https://nexus.acme.example/repository/maven-releases/): status code: 400, reason phrase: Repository does not allow updating assets: maven-releases (400)", rung.KindConflict},
		// PyPI (pypi.org/help/#file-name-reuse) and crates.io, via twine and cargo.
		{"pypi file already exists", "", 0, "", "HTTPError: 400 Bad Request from https://upload.pypi.org/legacy/\nFile already exists ('widget-1.4.2.tar.gz', with blake2_256 hash 'ab12'). See https://pypi.org/help/#file-name-reuse for more information.", rung.KindConflict},
		{"crates.io version already uploaded", "", 0, "", "error: failed to publish to registry at https://crates.io\n\nCaused by:\n  the remote server responded with an error (status 400 Bad Request): crate version `1.4.2` is already uploaded", rung.KindConflict},
		// Neighbours: the registry refuses the caller's authority.
		{"npm no permission to publish", "", 0, "", "npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fwidget - You do not have permission to publish \"@acme/widget\". Are you logged in as the correct user?", rung.KindDenied},
		{"npm 2fa required to publish", "", 0, "", "npm ERR! 403 403 Forbidden - PUT https://registry.npmjs.org/widget - Two-factor authentication or granular access token with bypass 2fa enabled is required to publish packages.", rung.KindDenied},
		{"artifactory overwrite needs delete permission", "", 0, "", "Failed to deploy file: HTTP response code: 403. HTTP response message: Forbidden: Not enough permissions to overwrite artifact 'libs-release-local:com/acme/widget/1.4.2/widget-1.4.2.jar' (user 'ci' needs DELETE permission).", rung.KindDenied},
		{"npm bare 403", "http", 403, "", `{"error":"Forbidden"}`, rung.KindDenied},
	})
}

// TestGeneralise120BillingHold checks a second class found by probing: an
// account held for its billing is premise (settle billing, then replan),
// though the words say locked or blocked and the status may be 403 (generic.go
// quotaWords). GitHub Actions', Bright Data's and Particle's words read
// denied or unknown before. A lock for failed sign-ins stays denied, and
// billing wording already read keeps its kind.
func TestGeneralise120BillingHold(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// GitHub Actions job annotation (docs.github.com "Troubleshooting
		// ... billing": jobs do not start while the account is locked).
		{"github actions account locked for billing", "", 0, "", "The job was not started because your account is locked due to a billing issue.", rung.KindPremise},
		{"github account locked for billing, 403", "http", 403, "", `{"message":"Your account is locked due to a billing issue.","status":"403"}`, rung.KindPremise},
		// Bright Data help center, "Why was my account blocked due to
		// billing issues?".
		{"bright data blocked for billing", "", 0, "", "Your account was blocked due to billing issues", rung.KindPremise},
		// Particle's error reference, payment_past_due (402).
		{"particle payment past due, text", "", 0, "", `{"error":{"code":"payment_past_due","message":"The organization's subscription payment has failed. API access is blocked until the payment issue is resolved."}}`, rung.KindPremise},
		{"particle payment past due, 403", "http", 403, "", `{"error":{"code":"payment_past_due","message":"The organization's subscription payment has failed. API access is blocked until the payment issue is resolved."}}`, rung.KindPremise},
		// Billing wording read before, unchanged.
		{"github actions spending limit", "", 0, "", "The job was not started because recent account payments have failed or your spending limit needs to be increased. Please check the 'Billing & plans' section in your settings", rung.KindPremise},
		{"gcp billing account disabled", "", 0, "", "googleapi: Error 403: The billing account for the owning project is disabled in state absent, accountDisabled", rung.KindPremise},
		// Neighbours: a lock that is the caller's authority.
		{"account locked after failed sign-ins", "", 0, "", "Login failed: account locked after too many failed attempts", rung.KindDenied},
		{"account is locked, 403", "http", 403, "", `{"error":"account is locked"}`, rung.KindDenied},
	})
}
