package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases140 runs held-out set 140: cloud storage, queue and
// database services as their Go SDKs print failures, 35 lines, 20 tricky,
// documented and labelled blind from each service's own error docs and the
// dev sample: Azure (azcore ResponseError text for Blob Storage, Cosmos DB,
// Key Vault and Azure OpenAI; azservicebus's lock-lost Error), Google Cloud
// (googleapi errors with reasons from Cloud Storage, Pub/Sub and Firestore
// gRPC status with ErrorInfo, Spanner's "spanner: code = ..." errors), AWS
// via aws-sdk-go-v2 (S3, DynamoDB, SQS FIFO, Lambda), Backblaze B2's native
// JSON and Cloudflare Workers KV's API envelope.
// First run at 531ed65: 33/35 overall, 19/20 tricky. Fixed by class: a 403
// whose body says the caller may not act (Azure RBAC's "Caller is not
// authorized to perform action", Kubernetes RBAC's `User "x" cannot list
// resource`) is denied though it names a role or assignment "not found";
// an account owner's usage cap reached (Backblaze B2 storage, transaction
// and download caps: "cap exceeded") is a quota, premise under a 403.
// Tolerated: none.
func TestIndependentCases140(t *testing.T) {
	runIndependent(t, "testdata/independent140.jsonl", true)
}

// TestGeneralise140Classes checks set 140's two classes in other software's
// words, and the near misses that must keep their kind.
func TestGeneralise140Classes(t *testing.T) {
	for _, tc := range []struct {
		protocol string
		status   int
		msg      string
		want     rung.Kind
	}{
		// Kubernetes RBAC denial naming the missing role it looked up
		// (plugin/pkg/auth/authorizer/rbac/rbac.go appends "RBAC: " and the
		// resolution errors): the caller lacks authority.
		{"http", 403, `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"pods is forbidden: User \"system:serviceaccount:agents:runner\" cannot list resource \"pods\" in API group \"\" in the namespace \"ci\": RBAC: role.rbac.authorization.k8s.io \"pod-reader\" not found","reason":"Forbidden","details":{"kind":"pods"},"code":403}`, rung.KindDenied},
		// kubectl's text of the same denial.
		{"", 0, `Error from server (Forbidden): pods is forbidden: User "system:serviceaccount:agents:runner" cannot list resource "pods" in API group "" in the namespace "ci": RBAC: clusterrole.rbac.authorization.k8s.io "view-pods" not found`, rung.KindDenied},
		// Azure Key Vault keys (azkeys) RBAC denial: "Assignment: (not found)".
		{"http", 403, "POST https://kv-acme.vault.azure.net/keys/cmk/decrypt\n--------------------------------------------------------------------------------\nRESPONSE 403: 403 Forbidden\nERROR CODE: Forbidden\n--------------------------------------------------------------------------------\n{\"error\":{\"code\":\"Forbidden\",\"message\":\"Caller is not authorized to perform action on resource.\\r\\nCaller: appid=00000000-0000-0000-0000-00000000000a\\r\\nAction: 'Microsoft.KeyVault/vaults/keys/decrypt/action'\\r\\nAssignment: (not found)\\r\\nVault: kv-acme;location=eastus\\r\\n\",\"innererror\":{\"code\":\"ForbiddenByRbac\"}}}\n--------------------------------------------------------------------------------\n", rung.KindDenied},
		// Near misses: Kubernetes 403s for a dependency that does not exist
		// stay premise (a service account, a RuntimeClass).
		{"", 0, `Error from server (Forbidden): error when creating "job.yaml": pods "migrate-7x2" is forbidden: error looking up service account batch/migrator: serviceaccount "migrator" not found`, rung.KindPremise},
		{"http", 403, `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"pods \"sandboxed-0\" is forbidden: pod rejected: RuntimeClass \"gvisor\" not found","reason":"Forbidden","code":403}`, rung.KindPremise},

		// Backblaze B2 native API caps (backblaze.com/apidocs: 403
		// transaction_cap_exceeded, download_cap_exceeded).
		{"http", 403, `{"code": "transaction_cap_exceeded", "message": "Transaction cap exceeded.", "status": 403}`, rung.KindPremise},
		{"http", 403, `{"code": "download_cap_exceeded", "message": "Cannot download file, download bandwidth or transaction (Class B) cap exceeded.", "status": 403}`, rung.KindPremise},
		// Near misses: B2's rate limit and a plain authority refusal keep
		// their kinds.
		{"http", 429, `{"code": "too_many_requests", "message": "Too many requests", "status": 429}`, rung.KindTransient},
		{"http", 401, `{"code": "bad_auth_token", "message": "Invalid authorization token", "status": 401}`, rung.KindDenied},
		{"aws", 403, "operation error S3: GetObject, https response error StatusCode: 403, RequestID: 1a2b3c4d5e6f7a8b, HostID: aHostId, api error AccessDenied: Access Denied", rung.KindDenied},
	} {
		if got := Classify(Input{Protocol: tc.protocol, Status: tc.status, Message: tc.msg}).Kind; got != tc.want {
			t.Errorf("%s %d %q: got %s, want %s", tc.protocol, tc.status, tc.msg, got, tc.want)
		}
	}
}
