package classify

import "testing"

// First run at 9bad026c: 23/32 overall, 12/20 tricky.
//
// Tolerated: i1134-rfc9111-504-only-if-cached: transient vs premise (the status table's 504, a gateway timeout, is transient): a one-off with no class yet; only the Cache-Status "fwd=uri-miss" says the cache held no copy, and RFC 9111 5.2.1.7 gives no body to read; not yet fixed.
// Fixed later by the lead: i1134-apigw-authorizer-config (right since the lead's API Gateway AuthorizerConfigurationException rule (cdn.go gatewayCause)).
// Tolerated: i1134-cloudflare-1101-worker: transient vs unknown (a bare 500 is transient): "error code: 1101" (a Worker's uncaught exception) carries nothing the classifier can read; one-off, not yet looked at.
// Fixed later by the lead: i1134-apigee-dev-inactive (right since Apigee's developer and company count as holders (codes.go holderNames)).
// Tolerated: i1134-apigee-key-unresolved: denied vs invalid (401 is denied): FailedToResolveAPIKey says the key is not where the policy reads it, so the call's shape is wrong; a missing credential is also denied; contested, not yet looked at.
// Tolerated: i1134-apigw-malformed-proxy-502: transient vs unknown (502 is transient): the body "Internal server error" cannot tell a malformed Lambda proxy response from a passing fault; both readings hold (unknown's one retry then premise vs transient's retries).
// Tolerated: i1134-envoy-no-route-404: premise vs invalid (set 547's row: a gateway's named no-route 404 is invalid, a bare 404 keeps premise): Envoy's NR 404 has an empty body, so only the access log's flag tells routing from a missing record; both readings hold.
// Fixed later by the lead: i1134-envoy-protocol-error (right since the lead's Envoy upstream-protocol rule (proxyside.go upstreamProtocol)).
// Fixed later by the lead: i1134-envoy-tls-wrong-version (right since the lead's Envoy upstream-protocol rule (proxyside.go upstreamProtocol)).
func TestIndependentCases1134(t *testing.T) {
	runIndependent(t, "testdata/independent1134.jsonl", true, "i1134-rfc9111-504-only-if-cached", "i1134-cloudflare-1101-worker", "i1134-apigee-key-unresolved", "i1134-apigw-malformed-proxy-502", "i1134-envoy-no-route-404")
}
