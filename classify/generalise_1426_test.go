package classify

import "testing"

// First run at 13c41bb7: 21/34 overall, 5/13 tricky.
// Tolerated: i1426-ant-nginx-html-404: premise vs invalid (ruling): the base-URL rule (docs/taxonomy.md, llmendpoint.go) reads an LLM SDK's request answered by a web server about the URL itself as premise.
// Tolerated: i1426-ant-v1-doubled: premise vs invalid (ruling): the base-URL rule names the 404 on a doubled /v1/v1/ premise.
// Tolerated: i1426-oai-https-to-http: premise vs invalid (ruling): the base-URL rule names "server gave HTTP response to HTTPS client" on an SDK path premise.
// Tolerated: i1426-azure-resource-not-found: premise vs invalid (ruling): openai-go's 404 for an endpoint path Azure does not serve is the base-URL rule's wrong endpoint, premise.
// Tolerated: i1426-azure-content-filter-jailbreak: invalid vs denied (ruling): a prompt the API rejected by its content policy (content_policy_violation, set 596's row) stays invalid.
// Tolerated: i1426-tool-args-single-quotes: invalid vs ambiguous (ruling): a model's tool-call arguments stay invalid (sets 89, 758); a bare Go JSON error names no model answer.
// Tolerated: i1426-tool-args-wrong-type: invalid vs ambiguous (ruling): as above, a bare json.Unmarshal type error reads the call's own JSON.
// Tolerated: i1426-tool-args-two-objects: invalid vs ambiguous (ruling): as above.
// Tolerated: i1426-vertex-publisher-model-not-found: invalid vs premise (ruling): the 404 row reads a 404 about a model name invalid.
func TestIndependentCases1426(t *testing.T) {
	// Tolerated: i1426-bedrock-missing-profile: invalid vs premise (the lead's ruling after sets 1426 and 1429, credchain.go noProfile: a named profile the host's config lacks is the caller's name to fix, as noRegion and botocore's ProfileNotFound): one blind label each way; this set read the host's missing profile as the setup the client rests on.
	runIndependent(t, "testdata/independent1426.jsonl", true, "i1426-bedrock-missing-profile",
		"i1426-ant-nginx-html-404", "i1426-ant-v1-doubled", "i1426-oai-https-to-http",
		"i1426-azure-resource-not-found", "i1426-azure-content-filter-jailbreak",
		"i1426-tool-args-single-quotes", "i1426-tool-args-wrong-type", "i1426-tool-args-two-objects",
		"i1426-vertex-publisher-model-not-found")
}

// TestGeneralise1426NoCredentialOption: a client built with no credential
// option at all, in an LLM SDK's own words before any request (openai-go
// azure "authentication is required; configure exactly one of ...",
// anthropic-sdk-go bedrock "expected AWS credentials to be set"), is
// denied like a missing API key; a missing region keeps invalid and an
// SDK chain's failure keeps its denied (worldstate.go clientSideShapes).
func TestGeneralise1426NoCredentialOption(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure-no-cred", "go", 0, "", "azure: authentication is required; configure exactly one of azure.WithAPIKey or azure.WithTokenCredential", denied},
		{"bedrock-no-cred", "go", 0, "", "expected AWS credentials to be set", denied},
		{"bedrock-no-cred-bare", "", 0, "", "bedrock: expected AWS credentials to be set", denied},
		{"near-region", "go", 0, "", "an AWS region is required, but was not found", invalid},
		{"near-chain", "go", 0, "", "failed to refresh cached credentials, no EC2 IMDS role found", denied},
		{"near-key-missing", "", 0, "", "The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable", denied},
	})
}

// TestGeneralise1426NamedProfileAbsent: an AWS SDK's word that the named
// shared-config profile is in no file on the host (aws-sdk-go-v2
// "failed to get shared config profile, X", v1
// SharedConfigProfileNotExistError, JS v3 "could not be found or parsed in
// shared credentials file") is invalid, as botocore's "The config profile
// (X) could not be found" and noRegion (credchain.go noProfile; the lead's
// ruling after sets 1426 and 1429).
func TestGeneralise1426NamedProfileAbsent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"v2", "go", 0, "", "failed to get shared config profile, staging", invalid},
		{"v2-aws", "aws", 0, "", "failed to get shared config profile, default", invalid},
		{"v1", "go", 0, "", "SharedConfigProfileNotExistError: failed to get profile", invalid},
		{"js", "", 0, "", "Profile prod could not be found or parsed in shared credentials file.", invalid},
		{"botocore", "", 0, "", "The config profile (prod) could not be found", invalid},
		{"near-sso", "go", 0, "", "the SSO session has expired or is invalid", denied},
		{"near-region", "aws", 0, "", "an AWS region is required, but was not found", invalid},
	})
}

// TestGeneralise1426ClientOptionCheck: an SDK's own check of its client
// options before any request (openai-go azure "apiVersion is an empty
// string, but needs to be set"; openai-go azure "authenticated requests
// require HTTPS", azcore "authenticated requests are not permitted for non
// TLS protected (https) endpoints") is invalid: the option passed is wrong
// (worldstate.go clientSideShapes).
func TestGeneralise1426ClientOptionCheck(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure-empty-version", "go", 0, "", "apiVersion is an empty string, but needs to be set. See https://learn.microsoft.com/en-us/azure/ai-services/openai/reference#rest-api-versioning for details.", invalid},
		{"empty-other", "go", 0, "", "deployment is an empty string, but needs to be set", invalid},
		{"azure-https", "go", 0, "", "azure: authenticated requests require HTTPS; WithUnsafeAllowHTTP permits HTTP only for local development on loopback endpoints", invalid},
		{"azcore-https", "go", 0, "", "authenticated requests are not permitted for non TLS protected (https) endpoints", invalid},
		{"near-url", "go", 0, "", `requestoption: WithBaseURL failed to parse url parse "127.0.0.1:1/v1": first path segment in URL cannot contain colon`, invalid},
		{"near-503", "http", 503, "", "Service Unavailable", transient},
	})
}
